/** A part that measured some of its targets and failed on others: the rows it has are kept. */
import type { BenchRow } from './types';

export class PartialFailure extends Error {
  /** The rows measured before and after the failures, with a row per failure. */
  readonly rows: BenchRow[];

  constructor(message: string, rows: BenchRow[]) {
    super(message);
    this.name = 'PartialFailure';
    this.rows = rows;
  }
}
