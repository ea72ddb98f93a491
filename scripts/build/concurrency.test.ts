import { describe, expect, it } from 'vitest';
import { buildConcurrency, childNodeOptions } from './concurrency';

const GB = 1024 ** 3;

describe('build:all concurrency', () => {
  it.each([
    ['memory is the bound', { cores: 8, availableBytes: 4 * GB, heapMb: 1536, sites: 20 }, 2, 'memory'],
    ['cores are the bound', { cores: 2, availableBytes: 64 * GB, heapMb: 1536, sites: 20 }, 2, 'cores'],
    ['fewer sites than either', { cores: 8, availableBytes: 64 * GB, heapMb: 1536, sites: 3 }, 3, 'sites'],
    [
      'always at least one, even short of memory',
      { cores: 4, availableBytes: 0.5 * GB, heapMb: 1536, sites: 5 },
      1,
      'memory',
    ],
    ['a smaller heap fits more builds', { cores: 16, availableBytes: 8 * GB, heapMb: 768, sites: 50 }, 8, 'memory'],
    [
      '--jobs is taken as asked',
      { cores: 1, availableBytes: 1 * GB, heapMb: 1536, sites: 9, requested: 4 },
      4,
      'requested',
    ],
    [
      '--jobs never above the sites',
      { cores: 1, availableBytes: 1 * GB, heapMb: 1536, sites: 2, requested: 4 },
      2,
      'sites',
    ],
  ])('%s', (_name, input, jobs, limitedBy) => {
    expect(buildConcurrency(input)).toEqual({ jobs, limitedBy });
  });

  it('gives each child a heap limit unless NODE_OPTIONS already sets one', () => {
    expect(childNodeOptions(undefined, 1536)).toBe('--max-old-space-size=1536');
    expect(childNodeOptions('--enable-source-maps', 1024)).toBe('--enable-source-maps --max-old-space-size=1024');
    expect(childNodeOptions('--max-old-space-size=4096', 1024)).toBe('--max-old-space-size=4096');
  });
});
