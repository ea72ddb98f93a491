/** A feed that cannot be used at all (or rejects too much): the build stops with this one-line message. */
export class FeedError extends Error {
  override readonly name = 'FeedError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
