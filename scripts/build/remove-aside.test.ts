import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeAside } from './remove-aside';

describe('removeAside', () => {
  it('frees the folder at once and deletes the old one, with what an earlier stopped build left', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'remove-aside-'));
    const out = join(parent, 'site');
    mkdirSync(join(out, 'cars', 'a'), { recursive: true });
    writeFileSync(join(out, 'cars', 'a', 'index.html'), 'old');
    mkdirSync(join(parent, 'site.removing-1-2'));
    mkdirSync(join(parent, 'other'));
    const { gone } = await removeAside(out);
    expect(existsSync(out)).toBe(false);
    mkdirSync(out);
    await gone;
    expect(readdirSync(parent).sort()).toEqual(['other', 'site']);
  });

  it('has nothing to do when the folder is not there', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'remove-aside-'));
    await (await removeAside(join(parent, 'missing'))).gone;
    expect(readdirSync(parent)).toEqual([]);
  });
});
