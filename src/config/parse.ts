/** Validates a site file's data: schema, then defaults, then the cross-field checks. */
import * as v from 'valibot';
import { checkSiteConfig } from './checks';
import { SiteConfigError, toConfigIssues } from './errors';
import { showValue } from './issues';
import { normaliseSiteConfig, type SiteConfig } from './normalise';
import { siteConfigSchema } from './schema/index';

/** Options of {@link parseSiteConfig}. */
export interface ParseOptions {
  /** The site slug; defaults to the folder that holds `file`. */
  slug?: string;
  /** Line number of a path in the file, to prefix each error line. */
  locate?: (path: ReadonlyArray<string | number>) => number | undefined;
}

/** Parses already-read YAML data of `file`; throws SiteConfigError listing every problem. */
export function parseSiteConfig(raw: unknown, file: string, options: ParseOptions = {}): SiteConfig {
  if (raw === null || raw === undefined) {
    throw new SiteConfigError(file, [{ path: [], message: 'the file is empty; add at least name and feed.source' }]);
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new SiteConfigError(file, [
      {
        path: [],
        message: `found ${showValue(raw)} at the top of the file; write settings as key: value lines, starting with name and feed.source`,
      },
    ]);
  }
  const result = v.safeParse(siteConfigSchema, raw);
  if (!result.success) {
    throw new SiteConfigError(file, toConfigIssues(result.issues, siteConfigSchema), options.locate);
  }
  const config = normaliseSiteConfig(result.output, options.slug ?? slugFromFile(file));
  const issues = checkSiteConfig(config);
  if (issues.length > 0) throw new SiteConfigError(file, issues, options.locate);
  return config;
}

function slugFromFile(file: string): string {
  const parts = file.split(/[\\/]/).filter(Boolean);
  return parts.length >= 2 ? parts[parts.length - 2]! : 'site';
}
