/** Registers a refinement for a field no visible widget shows, so the search applies it and its chip shows. */
import { useRefinementList } from 'react-instantsearch';

export function SearchVirtualRefinement({ field }: { field: string }) {
  useRefinementList({ attribute: field });
  return null;
}
