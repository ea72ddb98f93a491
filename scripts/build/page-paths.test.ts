import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePaths } from './page-paths';

describe('pagePaths', () => {
  it('names each HTML page as the page records key it, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-paths-'));
    for (const file of [
      'index.html',
      '404.html',
      'cars/a-1/index.html',
      'cars/a-1/checkout/index.html',
      'search/index.json',
      'robots.txt',
    ]) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    expect((await pagePaths(dir)).sort()).toEqual(['/', '/404', '/cars/a-1', '/cars/a-1/checkout']);
  });
});
