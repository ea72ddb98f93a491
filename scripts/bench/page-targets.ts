/**
 * Which sites the page rows measure, and how hard. Every template on every demo site and the
 * stock-dependent templates on the 20,000-car group site; Lighthouse runs (median of --runs, mobile
 * and desktop, with the no-script floor) on the group demo and the 20,000-car site, bytes and one
 * mobile Lighthouse run on the other demo sites, which share the templates and differ in theme,
 * stock mix and content — topped up to --runs when that one run misses a budget, so no miss in the
 * table is a single noisy run. That keeps a full run near an hour on two shared cores.
 */
import { DEMO_PROFILES } from '../demo/profiles/index';
import { type BenchSite, builtDemoSite, type ChildBuild } from './bench-site';
import { builtScaledSite, KEPT_SIZE, SCALED_SITE, scaledLabel } from './scaled-site';
import { TEMPLATES, type Template } from './templates';

/** How one site is measured. */
export interface PageTarget {
  /** The site column of its rows. */
  label: string;
  /** Lighthouse runs per form factor (the median is reported). */
  runs: number;
  /** Mobile runs in all when the median of `runs` misses a Lighthouse budget (the median of these is reported then). */
  confirmRuns: number;
  formFactors: ReadonlyArray<'mobile' | 'desktop'>;
  /** Whether the no-script, no-style floor is measured beside it. */
  floor: boolean;
  /** Whether the baseline commit's build of the same site is measured beside it, row by row (issue 19). */
  baseline: boolean;
  /** Fresh page loads per interaction and timing on its vehicle page (the median is reported). */
  interactionRuns: number;
  templates: readonly Template[];
  /** Builds (or reuses) the site; with `root`, that checkout's build of it (the baseline's, where `baseline` is true). */
  build: (root?: string) => Promise<{ site: BenchSite; build: ChildBuild }>;
}

/** Templates whose pages grow with the stock: the ones the 20,000-car site is measured on. */
export const STOCK_TEMPLATES: readonly Template[] = ['home', 'search', 'vehicle new', 'vehicle used', 'vehicle sold'];

/** The demo sites, the group first. */
export const DEMO_SITES = [SCALED_SITE, ...Object.keys(DEMO_PROFILES).filter((s) => s !== SCALED_SITE)];

/** Interaction runs at least (the median of 3 fresh pages); the sites measured in full get --runs when it is more. */
export const MIN_INTERACTION_RUNS = 3;

/**
 * The page targets of a run with `runs` Lighthouse runs, in table order. The baseline build is
 * measured beside the group demo only: it has every template, and its pages, keystrokes and
 * interactions measured twice cost about a third of a full run again (docs/decisions.md).
 */
export function pageTargets(runs: number): PageTarget[] {
  const full = {
    runs,
    confirmRuns: runs,
    formFactors: ['mobile', 'desktop'] as const,
    floor: true,
    interactionRuns: Math.max(MIN_INTERACTION_RUNS, runs),
  };
  return [
    ...DEMO_SITES.map((slug) => ({
      label: slug,
      ...(slug === SCALED_SITE
        ? full
        : {
            runs: 1,
            confirmRuns: runs,
            formFactors: ['mobile'] as const,
            floor: false,
            interactionRuns: MIN_INTERACTION_RUNS,
          }),
      baseline: slug === SCALED_SITE,
      templates: TEMPLATES,
      build: (root?: string) => builtDemoSite(slug, root),
    })),
    {
      label: scaledLabel(KEPT_SIZE),
      ...full,
      baseline: false,
      templates: STOCK_TEMPLATES,
      build: () => builtScaledSite(KEPT_SIZE),
    },
  ];
}

/** Whether a --sites entry picks a site: a prefix of its label, or the whole label when it ends in `$` ("southern-cross-motor-group$": the demo site without its 20,000-car copy). */
export function sitePicks(entry: string, label: string): boolean {
  return entry.endsWith('$') ? label === entry.slice(0, -1) : label.startsWith(entry);
}

/** The targets of a run narrowed by --sites (label prefixes, or whole labels ending in `$`) and --templates. */
export function selectTargets(
  runs: number,
  only: { sites?: readonly string[]; templates?: readonly string[] } = {},
): PageTarget[] {
  return pageTargets(runs)
    .filter((t) => !only.sites || only.sites.some((s) => sitePicks(s, t.label)))
    .map((t) => ({
      ...t,
      templates: t.templates.filter((template) => !only.templates || only.templates.includes(template)),
    }))
    .filter((t) => t.templates.length > 0);
}

/** The run's plan in one line, for the table's header and the results file; `withBaseline` names the baseline commit when there is one. */
export function describeTargets(targets: readonly PageTarget[], withBaseline?: string): string {
  return targets
    .map((t) => {
      const runs = `${t.runs} Lighthouse run${t.runs > 1 ? 's' : ''} (${t.formFactors.join(' + ')}${t.confirmRuns > t.runs ? `; ${t.confirmRuns} on a missed budget` : ''})`;
      return `${t.label}: ${t.templates.length === TEMPLATES.length ? 'every template' : t.templates.join(', ')}, ${runs}${t.floor ? ' + floor' : ''}${t.baseline && withBaseline ? ` + baseline ${withBaseline} (mobile)` : ''}`;
    })
    .join('; ');
}
