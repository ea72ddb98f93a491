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

/** The vehicle page's forms as the site words them, made at build from its prepared data (astro.config.mjs). */
declare module 'virtual:forecourt/vehicle-forms' {
  const forms: import('./features/forms/vehicle-forms-view').SiteVehicleForms;
  export default forms;
}

/** The finance calculator's words, made at build from the site's prepared data (astro.config.mjs). */
declare module 'virtual:forecourt/calculator-labels' {
  const labels: import('./features/finance/calculator-props').CalculatorLabels;
  export default labels;
}
