/**
 * Link safety at the feed boundary: only http(s) URLs and site-relative paths survive, so a
 * `javascript:` or `data:` URL from a dealer system can never reach an href or src.
 */
import { isBlank } from './coerce';

const HTTP = /^https?:\/\//i;
const PROTOCOL_RELATIVE = /^\/\/[^/]/;
const SITE_RELATIVE = /^\/(?!\/)/;
// Whitespace or control characters inside a URL mean it was not one.
const INNER_CONTROL = /[\u0000-\u001f\u007f]/;
const LOCAL_BASE = 'http://site.invalid';
// Already-canonical http(s) URLs (lower-case host, plain path and query) need no parsing: most feed images.
const CANONICAL = /^https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?\/[\w\-.~%/]*(?:\?[\w\-.~%=&+,]*)?$/;

/** A safe absolute http(s) URL or `/path`, normalised; undefined for anything else. */
export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || isBlank(value)) return undefined;
  let text = value.trim();
  if (CANONICAL.test(text) && !text.includes('/.') && !text.includes('%')) return text;
  if (INNER_CONTROL.test(text)) return undefined;
  // Protocol-relative CDN links (//cdn…) are common in feeds; pages are served over https.
  if (PROTOCOL_RELATIVE.test(text)) text = `https:${text}`;
  if (HTTP.test(text)) {
    const url = URL.parse(text);
    return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : undefined;
  }
  if (SITE_RELATIVE.test(text)) {
    const url = URL.parse(text, LOCAL_BASE);
    return url && url.origin === LOCAL_BASE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  }
  return undefined;
}
