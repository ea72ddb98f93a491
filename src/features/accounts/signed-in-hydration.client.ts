/**
 * When an island that shows a shopper's own things hydrates (client:late, src/islands/late-directive.ts):
 * when the shopper reaches for it, or in idle time when the session hint says someone is signed in
 * on this browser — at load, or once they sign in here or in another tab (session-store.ts announces
 * it). A visitor's heart is the built HTML until pressed (a press is held and replayed), so hearts
 * cost a visitor's first view nothing: a vehicle page keeps within its 75 KB, and a home page of
 * cards loads no React at all. The saved-cars page's lists load nothing for a visitor the gate is
 * sending to sign-in.
 */
import { SESSION_KEY } from './session-hint.client';

export const SIGNED_IN_HYDRATION = `intent:${SESSION_KEY}` as const;
