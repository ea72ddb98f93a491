/** What normalising says about rows it could not take whole: rejects (row left out) and warnings (value dropped). */

/** A row left out of the stock, with every reason found, each naming the field. */
export interface Reject {
  /** Position of the row in the feed, from 0. */
  index: number;
  id?: string;
  stocknum?: string;
  /** e.g. `price: expected a number, found "call us"`. */
  reasons: string[];
}

/** A value dropped or replaced while the car itself was kept. */
export interface FeedWarning {
  index: number;
  id?: string;
  field: string;
  /** e.g. `seats: expected a number, found "five" (ignored)`. */
  message: string;
}
