// The project's own client directives (astro.config.mjs), typed for island components.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Load at once and hydrate in a task of its own (src/site/client/split-directive.ts). */
    'client:split'?: boolean;
  }
}
