/**
 * Where a build keeps what is about the build rather than the site (the feed report, build:all's
 * input hash): a folder beside the site's output, `<out>.build/` (dist/<slug>.build/), never inside
 * it, so it is never published. The feed report names files on the build machine.
 */

/** The build records folder of a site built into `outDir`. */
export function buildRecordsDir(outDir: string): string {
  return `${outDir.replace(/[/\\]+$/, '')}.build`;
}
