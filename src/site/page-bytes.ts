/** A built page's UTF-8 bytes, from its text or its bytes (shared, not copied), for byte-level scans. */
export function pageBytes(page: string | Uint8Array): Buffer {
  return typeof page === 'string' ? Buffer.from(page) : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
}
