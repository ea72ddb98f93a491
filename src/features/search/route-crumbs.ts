/** A search route's breadcrumb trail, one rule for the built page and the island (whose trail follows its state). */
import { searchRoot, searchRoutes } from '../../paths';

/** One crumb after Home. */
export interface RouteCrumb {
  label: string;
  href?: string;
}

/**
 * The crumbs after Home of the route `key` (the path after /search/; '' for /search): the main search
 * page is its title alone; any other route sits under Search, and a make/model route under its make.
 */
export function routeCrumbs(
  key: string,
  title: string,
  implied: Readonly<Record<string, readonly string[]>>,
  searchLabel: string,
): RouteCrumb[] {
  if (key === '' || `${searchRoot}/${key}` === searchRoutes.all) return [{ label: title }];
  const make = implied.make?.[0];
  const parent = implied.model && make ? [{ label: make, href: `${searchRoot}/${key.split('/')[0]}` }] : [];
  return [{ label: searchLabel, href: searchRoutes.all }, ...parent, { label: title }];
}
