/** The search routes this build pre-renders, so links into search (View Our Stock, Explore {model}) never point at a missing page. */
import { clockMemo } from '../../site/build-clock';
import { searchRouteList } from '../search/island-data.server';

/** Every pre-rendered search path (/search/{make}, /search/{make}/{model}, /search/{location slug}, …), computed once. */
export const searchPathSet: () => Set<string> = clockMemo(() => new Set(searchRouteList().map((d) => d.path)));
