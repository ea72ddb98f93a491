/**
 * When a heart hydrates (client:late, src/site/client/late-directive.ts): when the shopper reaches
 * for it, or in idle time when the session hint says someone is signed in on this browser (their
 * saved cars must show as saved) — at load, or when another tab signs in. A visitor's heart is the
 * built HTML until pressed, and a press is held and replayed, so hearts cost a visitor's first view
 * nothing (a vehicle page keeps within its 75 KB; a home page of cards loads no React at all).
 */
import { SESSION_KEY } from '../accounts/session-hint';

export const HEART_HYDRATION = `intent:${SESSION_KEY}` as const;
