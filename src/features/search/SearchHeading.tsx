/**
 * The page heading, following the state: ticking Toyota on the default page makes it "Toyota Cars for
 * Sale". The document title, and a linked page's none-in-stock part, follow it.
 */
import { useEffect } from 'react';
import { useRouteOfState } from './route-of-state';

export function SearchHeading() {
  const { key, title } = useRouteOfState();
  useEffect(() => {
    const [, ...rest] = document.title.split(' | ');
    document.title = [title, ...rest].join(' | ');
    // A linked page's "none in stock" part (similar cars, register interest: SearchNoStock.astro) is
    // about its own route: it steps aside while the shopper's filters describe another one.
    for (const part of document.querySelectorAll<HTMLElement>('[data-no-stock]'))
      part.hidden = part.dataset.noStock !== (key ?? '');
  }, [key, title]);
  return <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>;
}
