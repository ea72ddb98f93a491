/**
 * Per-dealership email routing on the group demo (sites/southern-cross-motor-group): its own
 * site.yaml mapped by apiSettingsFor, leads sent through a real SMTP server and read back.
 */
import { simpleParser } from 'mailparser';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../scripts/serve/smtp-catcher';
import { carLookups, type ApiCar } from '../../api/deps';
import { smtpMailer } from '../../api/forward/mailer';
import { processOutbox } from '../../api/forward/outbox';
import { openStorage } from '../../api/storage/open-storage';
import type { Storage } from '../../api/storage/types';
import { enquiry, harness, type Harness } from '../../api/testing/harness';
import { loadSiteConfig } from '../../config/load';
import { apiSettingsFor } from '../../site/api-settings';

const SLUG = 'southern-cross-motor-group';
const config = loadSiteConfig(SLUG, { sitesDir: join(import.meta.dirname, '../../../sites') });
const settings = apiSettingsFor(config, {});
const at = (who: string) => `${who}@southern-cross-motor-group.forecourt.example`;

const car = (id: string, dealership_id: string, location_id: string, name: string): ApiCar => ({
  id,
  slug: id,
  name,
  make: name.split(' ')[1]!,
  model: name.split(' ')[2]!,
  status: 'in_stock',
  reserved: false,
  price: 30990,
  photos_count: 1,
  car_type: 'used',
  payment_processors: [],
  dealership_id,
  location_id,
  stocknum: `S-${id}`,
});
const CARS = [
  car('toowoomba-car', '7101', '7111', '2022 Toyota RAV4'),
  car('hyundai-car', '7104', '7141', '2023 Hyundai Tucson'),
  car('mg-car', '7104', '7142', '2024 MG ZS'),
  car('penrith-service-car', '7104', '7143', '2019 Hyundai i30'),
  car('logan-car', '7108', '7181', '2018 Mazda 3'),
];

describe(`email routing on ${SLUG}`, () => {
  let catcher: SmtpCatcher;
  let storage: Storage;
  let h: Harness;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
  });
  afterAll(() => catcher.close());
  beforeEach(async () => {
    catcher.messages.length = 0;
    storage = await openStorage({ site: SLUG, sqliteFile: ':memory:' });
    h = harness(
      storage,
      SLUG,
      {
        ...carLookups(CARS),
        mailer: smtpMailer(catcher.url, 'Southern Cross <leads@southern-cross-motor-group.forecourt.example>'),
      },
      { ...settings, allowedOrigins: [] },
    );
    return () => storage.close();
  });

  /** Sends a lead and answers who received which format. */
  async function recipientsOf(lead: Record<string, unknown>): Promise<string[]> {
    const { body } = await h.call('POST', '/api/leads', lead);
    expect(body.success, JSON.stringify(body)).toBe(true);
    await processOutbox(h.deps);
    const mails = await Promise.all(catcher.messages.map(async (m) => ({ to: m.to, mail: await simpleParser(m.raw) })));
    catcher.messages.length = 0;
    return mails.map(({ to, mail }) => `${to.join(',')} ${mail.text?.startsWith('<?xml') ? 'adf' : 'readable'}`).sort();
  }

  const about = (carId: string, extra: Record<string, unknown> = {}) =>
    enquiry({
      car_id: carId,
      'Vehicle Make': 'Any',
      'Vehicle Model': 'Car',
      url: undefined,
      dealership_slug: 'southern-cross-used-cars-logan',
      ...extra,
    });

  it("sends each car's lead to the dealership that holds it (and the yard's own inbox), with the group CRM in ADF", async () => {
    const crm = 'leads@crm.southern-cross-motor-group.forecourt.example adf';
    expect(await recipientsOf(about('toowoomba-car'))).toEqual([crm, `${at('sales.toowoomba')} readable`]);
    expect(await recipientsOf(about('hyundai-car'))).toEqual([`${at('hyundai.penrith')} readable`, crm]);
    expect(await recipientsOf(about('mg-car'))).toEqual([crm, `${at('mgbyd.penrith')} readable`]);
    // A Penrith car at the service centre (no inbox of its own): both Penrith sales yards.
    expect(await recipientsOf(about('penrith-service-car'))).toEqual([
      `${at('hyundai.penrith')} readable`,
      crm,
      `${at('mgbyd.penrith')} readable`,
    ]);
  });

  it('sends a lead without a car to the dealership the shopper chose', async () => {
    const crm = 'leads@crm.southern-cross-motor-group.forecourt.example adf';
    const general = { kind: 'general', name: 'Ana', email: 'ana@example.com', phone: '0412345678', message: 'Hello' };
    expect(await recipientsOf({ ...general, dealership_slug: 'southern-cross-motorcycles-geelong' })).toEqual([
      crm,
      `${at('sales.geelong')} readable`,
    ]);
    expect(await recipientsOf({ ...general, dealership_slug: 'southern-cross-isuzu-trucks-dandenong' })).toEqual([
      crm,
      `${at('sales.dandenong')} readable`,
    ]);
  });

  it("sends a valuation's follow-up steps where its first lead went, and to the CRM as ADF with the first lead's contact", async () => {
    const valuation = {
      kind: 'valuation',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '0412345678',
      kms: 60000,
      rego: '123ABC',
      regoState: 'qld',
      location_id: '7121',
      dealership_slug: 'southern-cross-mazda-kia-ipswich',
    };
    const { body } = await h.call('POST', '/api/leads', valuation);
    await processOutbox(h.deps);
    expect(catcher.messages.map((m) => m.to.join(',')).sort()).toEqual([
      'leads@crm.southern-cross-motor-group.forecourt.example',
      at('sales.ipswich'),
    ]);
    catcher.messages.length = 0;
    const first = body.lead_id as string;
    expect(
      (await recipientsOf({ kind: 'valuation_adjustments', lead_id: first, adjustmentAnswers: { Keys: 2 } })).sort(),
    ).toEqual(['leads@crm.southern-cross-motor-group.forecourt.example adf', `${at('sales.ipswich')} readable`].sort());
  });

  it("sends phone reveals only to the inbox that asked for them, for the car's dealership", async () => {
    const { body } = await h.call('POST', '/api/leads/phone-reveal', { car_id: 'logan-car', dealership_id: '7108' });
    expect(body.success).toBe(true);
    await processOutbox(h.deps);
    expect(catcher.messages.map((m) => m.to.join(','))).toEqual([at('sales.logan')]);
  });
});
