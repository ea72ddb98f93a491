/**
 * How many site builds `build:all` runs at once: no more than the cores, and no more than the
 * memory available now divided by what one build may use (its heap limit plus headroom for
 * Node and Astro outside the heap).
 */

/** One build's heap limit by default: the budget for a 20,000-car build is 1.5 GB. */
export const DEFAULT_BUILD_HEAP_MB = 1536;
/** Memory a build process uses beyond its JS heap (code, buffers, sharp/esbuild), measured loosely. */
const OUTSIDE_HEAP_MB = 256;

export interface ConcurrencyInput {
  /** Cores the process may use (os.availableParallelism()). */
  cores: number;
  /** Bytes free for new processes now (process.availableMemory()). */
  availableBytes: number;
  /** Heap limit given to each build, MB. */
  heapMb: number;
  /** Sites to build. */
  sites: number;
  /** --jobs, when given: used as asked, but never above the site count. */
  requested?: number;
}

/** The number of parallel builds, at least 1, with the limiting reason. */
export function buildConcurrency(input: ConcurrencyInput): {
  jobs: number;
  limitedBy: 'requested' | 'cores' | 'memory' | 'sites';
} {
  const sites = Math.max(1, input.sites);
  if (input.requested !== undefined && input.requested >= 1) {
    return input.requested > sites
      ? { jobs: sites, limitedBy: 'sites' }
      : { jobs: Math.floor(input.requested), limitedBy: 'requested' };
  }
  const byMemory = Math.max(1, Math.floor(input.availableBytes / ((input.heapMb + OUTSIDE_HEAP_MB) * 1024 * 1024)));
  const byCores = Math.max(1, input.cores);
  const jobs = Math.min(byMemory, byCores, sites);
  return { jobs, limitedBy: jobs === sites ? 'sites' : jobs === byMemory ? 'memory' : 'cores' };
}

/** NODE_OPTIONS for a child build: the heap limit added unless one is already set. */
export function childNodeOptions(current: string | undefined, heapMb: number): string {
  if (current && /--max-old-space-size[= ]/.test(current)) return current;
  return `${current ?? ''} --max-old-space-size=${heapMb}`.trim();
}
