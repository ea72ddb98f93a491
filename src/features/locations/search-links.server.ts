/** The search routes this build pre-renders, so links into search (View Our Stock, Explore {model}) never point at a missing page. */
import { searchPagesData } from '../search/island-data.server';

let cached: Set<string> | undefined;

/** Every pre-rendered search path (/search/{make}, /search/{make}/{model}, /search/{location slug}, …), computed once. */
export function searchPathSet(): Set<string> {
  cached ??= new Set(searchPagesData().defs.map((d) => d.path));
  return cached;
}
