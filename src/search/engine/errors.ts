/** The error the embedded engine throws for a request it cannot answer exactly (HTTP 400 in the transport). */
export class EmbeddedSearchError extends Error {
  /** HTTP status the local transport answers with. */
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'EmbeddedSearchError';
    this.status = status;
  }
}
