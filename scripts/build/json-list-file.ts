/**
 * Writes a list as a JSON array file one row per line, a chunk of rows at a time: at 100,000 cars the
 * whole text would be past V8's string limit (src/feed/json-rows.ts reads it back row by row).
 */
import { closeSync, openSync, writeSync } from 'node:fs';

/** Rows written in one call: about a megabyte of cars. */
const ROWS_PER_WRITE = 200;

/** Writes `rows` to `file` as `[\n row,\n row\n]\n`. */
export function writeJsonListFile(file: string, rows: readonly unknown[]): void {
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, '[\n');
    for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) {
      const chunk = rows.slice(i, i + ROWS_PER_WRITE).map((row) => JSON.stringify(row));
      writeSync(fd, `${i ? ',\n' : ''}${chunk.join(',\n')}`);
    }
    writeSync(fd, '\n]\n');
  } finally {
    closeSync(fd);
  }
}
