/**
 * The storage's last defence (issue 23 point 2): text that reaches a TEXT column without passing a
 * request schema (a CRM's error text, a script's row) is stored the same on SQLite and PostgreSQL,
 * never refused by one of them: U+0000 dropped, lone surrogates as U+FFFD.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_VARIANTS } from '../testing/databases';
import { storableParams } from './sql-db';
import type { Storage } from './types';

describe('storableParams', () => {
  it.each([
    ['a\u0000b\u0000', 'ab'],
    ['lone \uD800 high, lone \uDC00 low', 'lone \uFFFD high, lone \uFFFD low'],
    ['pair \uD83D\uDE97, \uFFFE and \u0007 kept', 'pair \uD83D\uDE97, \uFFFE and \u0007 kept'],
  ])('%j → %j', (input, expected) => expect(storableParams([input, 7, null])).toEqual([expected, 7, null]));
});

for (const variant of STORAGE_VARIANTS) {
  describe.skipIf(variant.skip)(`text parameters on ${variant.name}`, () => {
    let storage: Storage;
    beforeEach(async () => {
      storage = await variant.open();
    });
    afterEach(() => storage.close());

    it('a saved search named with a null byte and a lone surrogate is stored, cleaned', async () => {
      const phone = `+614${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`;
      await storage.saveSearch({
        id: randomUUID(),
        phone,
        name: 'Utes\u0000 under \uD800 $40k',
        query: '{"path":"/search"}',
        createdAt: 1,
      });
      expect((await storage.listSavedSearches(phone)).map((r) => r.name)).toEqual(['Utes under \uFFFD $40k']);
    });

    it("a CRM's failure text with a null byte is recorded, cleaned", async () => {
      const lead = {
        id: randomUUID(),
        idempotencyKey: randomUUID(),
        requestHash: 'h',
        kind: 'enquiry',
        parentLeadId: null,
        carId: null,
        eventId: null,
        payload: {},
        createdAt: 1,
        channels: ['webhook'],
      } as const;
      await storage.insertLead({ ...lead, channels: [...lead.channels] });
      const [item] = await storage.claimDueOutbox(2, 10, 1000);
      await storage.markAttemptFailed(item!.id, 'HTTP 500: bad\u0000 body \uDC00', 5);
      expect((await storage.listUndelivered(10)).find((r) => r.outboxId === item!.id)?.lastError).toBe(
        'HTTP 500: bad body \uFFFD',
      );
    });
  });
}
