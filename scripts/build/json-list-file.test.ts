import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonList } from '../../src/feed/json-rows';
import { writeJsonListFile } from './json-list-file';

const dir = mkdtempSync(join(tmpdir(), 'forecourt-json-list-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeJsonListFile', () => {
  const rows = Array.from({ length: 450 }, (_, i) => ({
    id: i,
    slug: `car-${i}`,
    note: i % 7 ? 'plain' : 'with "quotes", [brackets] and {braces}',
  }));

  it('writes a JSON array, one row a line, that reads back the same whole or a row at a time', () => {
    const file = join(dir, 'cars.json');
    writeJsonListFile(file, rows);
    const bytes = readFileSync(file);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(rows);
    expect(jsonList(bytes)).toEqual(rows);
    expect(jsonList(bytes, 1)).toEqual(rows);
    expect(bytes.toString('utf8').split('\n')).toHaveLength(rows.length + 3);
  });

  it('writes an empty list as []', () => {
    const file = join(dir, 'empty.json');
    writeJsonListFile(file, []);
    expect(jsonList(readFileSync(file), 1)).toEqual([]);
  });
});
