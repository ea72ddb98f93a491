import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateLedger, writeRedirects } from './delivery';

describe('sold-car redirects', () => {
  it('redirects a car that left the feed to its make and model search, and forgets it after a year', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ledger-'));
    const file = join(dir, 'ledger.json');
    await updateLedger(
      file,
      [
        { slug: 'old-car', make: 'Land Rover', model: 'Range Rover Sport' },
        { slug: 'kept', make: 'Kia', model: 'EV6' },
      ],
      new Date('2026-01-01T00:00:00Z'),
    );
    const ledger = await updateLedger(
      file,
      [{ slug: 'kept', make: 'Kia', model: 'EV6' }],
      new Date('2026-06-01T00:00:00Z'),
    );
    const gone = await writeRedirects(dir, ledger, new Set(['kept']), '/search/used-cars');
    expect(gone).toBe(1);
    const redirects = await readFile(join(dir, '_redirects'), 'utf8');
    expect(redirects).toContain('/cars/old-car  /search/land-rover/range-rover-sport  301');
    expect(redirects).not.toContain('/cars/kept ');
    expect(redirects).not.toContain('/api/');
    // Our stock (/cars/, spec 02 §2) goes to the site's main search for good, over its fallback page.
    expect(redirects.split('\n')[0]).toBe('/cars  /search/used-cars  301!');
    const later = await updateLedger(
      file,
      [{ slug: 'kept', make: 'Kia', model: 'EV6' }],
      new Date('2027-01-02T00:00:00Z'),
    );
    expect(Object.keys(later)).toEqual(['kept']);
  });
});
