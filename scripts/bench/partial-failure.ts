/** A part that measured some of its targets and failed on others: the rows it has are kept. */
import type { BenchRow } from './types';

export class PartialFailure extends Error {
  constructor(
    message: string,
    readonly rows: BenchRow[],
  ) {
    super(message);
    this.name = 'PartialFailure';
  }
}
