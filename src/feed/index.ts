/** The stock feed's public API: read a feed, normalise it into domain cars, report what was rejected. */
export { FeedError } from './errors';
export { readFeed, feedRowsOfBytes, loadFeed, assertSomeCars, printableUrl, type ReadFeedOptions, type FeedRows } from './read';
export { normaliseFeed, type NormaliseOptions, type NormaliseResult } from './normalise';
export type { Reject, FeedWarning } from './reject';
export {
  buildFeedReport,
  writeFeedReport,
  checkRejectShare,
  FEED_REPORT_FILE,
  type FeedReport,
  type FeedReportMeta,
} from './report';
export { plainText, plainParagraphs } from './text';
export { safeUrl } from './url';
export { slugify } from './slug';
export type { RawCar } from './raw';
