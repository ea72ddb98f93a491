/**
 * The search page's breadcrumb trail, drawn by the island so it follows the state with the heading and
 * the URL (removing the make chip on /search/toyota leaves "Toyota" in no trail). The same markup as
 * the layout's Breadcrumbs.astro; the page still publishes the built route's BreadcrumbList.
 */
import { routeCrumbs } from './route-crumbs';
import { useRouteOfState } from './route-of-state';
import { useIslandProps, useMessages } from './search-context';

export function SearchBreadcrumbs() {
  const tr = useMessages();
  const { url } = useIslandProps();
  const { key, title } = useRouteOfState();
  const all = [
    { label: 'Home', href: '/' },
    ...routeCrumbs(key ?? '', title, key === undefined ? {} : (url.routes[key] ?? {}), tr('searchPage.crumb')),
  ];
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((crumb, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a crumb's level is part of its identity
          <li key={`${i}-${crumb.label}`} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.href && i < all.length - 1 ? (
              <a href={crumb.href} className="underline-offset-2 hover:text-ink hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
