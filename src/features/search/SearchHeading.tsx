/** The page heading, following the state: ticking Toyota on the default page makes it "Toyota Cars for Sale". */
import { useEffect } from 'react';
import { useRouteOfState } from './route-of-state';

export function SearchHeading() {
  const { title } = useRouteOfState();
  useEffect(() => {
    const [, ...rest] = document.title.split(' | ');
    document.title = [title, ...rest].join(' | ');
  }, [title]);
  return <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>;
}
