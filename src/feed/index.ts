/** The stock feed's public API: read a feed, normalise it into domain cars, report what was rejected. */
export { FeedError } from './errors';
export { loadFeed, printableUrl } from './read';
export { buildFeedReport, writeFeedReport, checkRejectShare } from './report';
