import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../config/messages';
import { parseSiteConfig } from '../../config/parse';
import { siteWith, TEST_SITE_FILE } from '../../config/testing';
import { makeCar } from '../../domain/car.fixture';
import { siteVehicleForms, vehicleFormsChoice, vehicleFormsView } from './vehicle-forms-view';

const site = (features: Record<string, unknown> = {}) => ({
  t: createTranslator(),
  config: parseSiteConfig(siteWith({ features }), TEST_SITE_FILE),
  clock: new Date('2026-11-20T00:00:00+10:00'),
});

describe("the vehicle page's forms: the site's words once a build, the car's choice on each page", () => {
  it('the site part is plain data, as the build writes it and the island reads it back', () => {
    const forms = siteVehicleForms(site({ requestPhotos: true }));
    expect(JSON.parse(JSON.stringify(forms))).toEqual(forms);
    expect(forms.finance.setup).toMatchObject({ kind: 'finance', fixed: { subcategory: 'Finance Enquiry' } });
  });

  it('a car for sale: the enquiry, the test drive and (where the site turns it on) Request Photos, each with its questions', () => {
    const on = site({ requestPhotos: true });
    const car = makeCar({ status: 'in_stock' });
    const choice = vehicleFormsChoice(on, car);
    expect(choice).toMatchObject({ first: { form: 'vehicle-enquiry' }, testDrive: expect.any(Object), photos: true });
    const view = vehicleFormsView(siteVehicleForms(on), choice);
    expect(view.first).toMatchObject({
      form: 'vehicle-enquiry',
      setup: { kind: 'enquiry' },
      questions: choice.first.questions,
    });
    expect(view.testDrive).toMatchObject({
      setup: { kind: 'test_drive' },
      questions: choice.testDrive,
    });
    expect(view.photos).toMatchObject({ setup: { kind: 'request_photos' } });
    expect(vehicleFormsChoice(site(), car)).not.toHaveProperty('photos');
  });

  it('a sold car: Find Me Something Similar, no test drive, no photos', () => {
    const on = site({ requestPhotos: true });
    const choice = vehicleFormsChoice(on, makeCar({ status: 'sold' }));
    expect(choice).toEqual({ first: { form: 'find-similar', questions: expect.any(Object) } });
    const view = vehicleFormsView(siteVehicleForms(on), choice);
    expect(view.first).toMatchObject({ form: 'find-similar', setup: { kind: 'find_similar' } });
    expect(view).not.toHaveProperty('testDrive');
    expect(view).not.toHaveProperty('photos');
  });
});
