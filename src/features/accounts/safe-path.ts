/** A redirect or back target read from the URL: a path on this site, never another origin. */
export function safeLocalPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes can turn a path into another origin in some browsers.
  return /[\u0000-\u001f\\]/.test(value) ? fallback : value;
}
