import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkContentFiles, ContentError, frontMatterError } from './content';
import { blogFrontMatterSchema, offerFrontMatterSchema } from './schema/content';

const OFFER = 'content/offers/hilux.md';
const POST = 'content/blog/buyer-advice/trade-in.md';
const md = (front: string) => `---\n${front}\n---\n\nBody text.\n`;
const offerLines = (front: string) =>
  frontMatterError(md(front), OFFER, offerFrontMatterSchema)?.message.split('\n') ?? [];

describe('offer and blog front matter are as strict as site.yaml (issue 21 point 17)', () => {
  it.each([
    [
      'id: 1\nname: HiLux deal\ndisclaimor: Conditions apply',
      `${OFFER}:4 disclaimor: "disclaimor" is not a setting here; did you mean "disclaimer"?`,
    ],
    [
      'id: 1\nname: HiLux deal\nexpiresAt: 2026-12-31',
      `${OFFER}:4 expiresAt: found "2026-12-31"; must be a date-time with its time zone offset, such as 2025-07-01T00:00:00+10:00`,
    ],
    [
      'id: 1\nname: HiLux deal\nmodel: { name: HiLux, slgu: hilux }',
      `${OFFER}:4 model.slgu: "slgu" is not a setting here; did you mean "slug"?`,
    ],
    ['id: 1', `${OFFER} name: is missing; add it (The offer heading)`],
    [
      'id: 1\nname: HiLux deal\nstartsAt: 2026-12-01T00:00:00+10:00\nexpiresAt: 2026-11-01T00:00:00+10:00',
      `${OFFER}:5 expiresAt: must be after startsAt`,
    ],
  ])('%j', (front, line) => {
    expect(offerLines(front)).toEqual([
      expect.stringMatching(/^content\/offers\/hilux\.md is not valid front matter \(1 problem\):$/),
      line,
    ]);
  });

  it('names the blog file, line and key of a misspelt setting', () => {
    const error = frontMatterError(
      md('title: Trade-in tips\nfeatued: true\ndate: 2026-10-21'),
      POST,
      blogFrontMatterSchema,
    );
    expect(error?.message.split('\n')[1]).toBe(
      `${POST}:3 featued: "featued" is not a setting here; did you mean "featured"?`,
    );
  });

  it('accepts good files and reads dates whether they arrive as text or as dates', () => {
    expect(
      frontMatterError(
        md('id: ht-1\nname: Deal\nstartsAt: 2026-11-01T00:00:00+10:00\nlocal: true'),
        OFFER,
        offerFrontMatterSchema,
      ),
    ).toBeUndefined();
    const asText = v.parse(offerFrontMatterSchema, { id: 7, name: 'Deal', expiresAt: '2026-12-31T23:59:59+10:00' });
    const asDate = v.parse(offerFrontMatterSchema, {
      id: 7,
      name: 'Deal',
      expiresAt: new Date('2026-12-31T13:59:59Z'),
    });
    expect(asText.expiresAt).toEqual(asDate.expiresAt);
    expect(asText.id).toBe('7');
    expect(v.parse(blogFrontMatterSchema, { title: 'T', date: '2026-10-21' }).date).toEqual(new Date('2026-10-21'));
  });

  it('checks every offer and article of a site and lists each bad file', () => {
    const site = mkdtempSync(join(tmpdir(), 'fc-content-'));
    mkdirSync(join(site, 'content/offers'), { recursive: true });
    mkdirSync(join(site, 'content/blog/news'), { recursive: true });
    writeFileSync(join(site, 'content/offers/good.md'), md('id: 1\nname: Good'));
    writeFileSync(join(site, 'content/offers/bad.md'), md('id: 2\nname: Bad\nexpires: 2026-12-31T00:00:00+10:00'));
    writeFileSync(join(site, 'content/blog/news/bad.md'), md('titel: Oops'));
    let caught: unknown;
    try {
      checkContentFiles(site, site);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContentError);
    const message = (caught as Error).message;
    expect(message).toContain(
      'content/offers/bad.md:4 expires: "expires" is not a setting here; did you mean "expiresAt"?',
    );
    expect(message).toContain('content/blog/news/bad.md:2 titel: "titel" is not a setting here; did you mean "title"?');
    expect(message).not.toContain('good.md');
  });
});
