/** Calling the site's Netlify build hook: POST {} with a time limit; the URL is a secret, so it is never in a message. */

/** The hook's outcome; `reason` is safe to log. */
export type HookResult = { ok: true } | { ok: false; reason: string };

/** Starts a build through the hook; a non-2xx answer, a network error or the time limit is a failure. */
export async function callBuildHook(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<HookResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, reason: `build hook answered HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, reason: `build hook could not be called (${reasonOf(error)})` };
  }
}

/** The error and its cause (fetch puts the useful part, e.g. ECONNREFUSED, in the cause); host and port at most, never the hook's path. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
