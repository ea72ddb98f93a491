/**
 * The build's clock: FORECOURT_NOW (an ISO date-time, used by tests and fixtures so "sold within
 * 3 days" and "just arrived" are stable) or the real time.
 */
export function buildClock(env: NodeJS.ProcessEnv = process.env): Date {
  const pinned = env.FORECOURT_NOW;
  if (!pinned) return new Date();
  const ms = Date.parse(pinned);
  if (Number.isNaN(ms))
    throw new Error(`FORECOURT_NOW must be an ISO date-time such as 2026-11-20T00:00:00+10:00; found "${pinned}"`);
  return new Date(ms);
}
