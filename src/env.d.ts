declare namespace App {
  interface Locals {
    /** The page's largest paint is a photo: its module scripts load after it (src/layouts/after-paint-modules.ts). */
    modulesAfterPaint?: boolean;
  }
}

/** The site's form rules, words and choices, made at build from its prepared data (astro.config.mjs). */
declare module 'virtual:forecourt/form-site' {
  const site: import('./features/forms/form-site').FormSite;
  export default site;
}
