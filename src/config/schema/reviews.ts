/** Options of the reviews block (spec 02 §5 Reviews, §9). */
import * as v from 'valibot';
import { integer, text, withDefault } from './helpers';

/** Entries of `features.reviews` when it is an options object. */
export const reviewsEntries = {
  minRating: withDefault(integer(1, 5), 4, 'Only reviews rated at least this are used.'),
  maxShown: withDefault(integer(1, 100), 12, 'Most reviews shown in the block.'),
  listLength: withDefault(integer(1, 100), 10, 'Reviews per page of the reviews list.'),
  blockedNames: withDefault(v.array(text), [], 'Customer names whose reviews are hidden.'),
  blockedIds: withDefault(v.array(v.union([text, v.number()])), [], 'Review ids that are hidden.'),
};
