/** Content types and caching rules for the built static site. */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The Content-Type for a file extension (binary when unknown). */
export function contentType(extension: string): string {
  return TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** Text formats worth compressing (images, fonts and video already are). */
export function isCompressible(type: string): boolean {
  return /^text\/|^application\/(json|xml|manifest\+json|wasm)|^image\/svg\+xml/.test(type);
}

// Vite's asset names end in a content hash, e.g. index.B3x9_kQa.js or Card-DkX2a9fP.css.
const HASHED = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Cache-Control: hashed assets forever, everything else revalidated. */
export function cacheControl(urlPath: string, type: string): string {
  if (urlPath.startsWith('/_astro/') || (!type.startsWith('text/html') && HASHED.test(urlPath))) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}
