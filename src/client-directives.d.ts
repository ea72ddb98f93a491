// The project's own client directives (astro.config.mjs), typed for island components.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Load at once and hydrate in a task of its own (src/islands/split-directive.ts). */
    'client:split'?: boolean;
    /**
     * Hydrate late: in idle time after load (`"idle"`, above the fold), near the viewport
     * (`"visible"`, below it) or only when reached for (`"intent"`; `"intent:<key>"`: idle when
     * localStorage holds key), and at once on the shopper's first input, which is held and replayed
     * (src/islands/late-directive.ts).
     */
    'client:late'?: 'idle' | 'visible' | 'intent' | `intent:${string}`;
  }
}
