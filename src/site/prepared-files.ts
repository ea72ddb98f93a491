/**
 * File names inside a site's prepared data folder (FORECOURT_DATA_DIR), written by
 * scripts/build/site-build.ts before Astro runs. `formSite` is the site's form rules, words and choices
 * (features/forms/form-site.ts), which the browser build bundles into the forms' code through the module
 * `virtual:forecourt/form-site`, so no page carries them in its HTML; `vehicleForms` likewise the vehicle
 * page's forms as the site words them (features/forms/vehicle-forms-view.ts) and `calculatorLabels` the
 * finance calculator's words (features/finance/calculator-props.ts). Plain data: astro.config.mjs reads it.
 */
export const PREPARED_FILES = {
  site: 'site.json',
  cars: 'cars.json',
  formSite: 'form-site.json',
  vehicleForms: 'vehicle-forms.json',
  calculatorLabels: 'calculator-labels.json',
} as const;

/** The modules made from prepared files (astro.config.mjs, `preparedModules`), by module id. */
export const PREPARED_MODULES: Readonly<Record<string, string>> = {
  'virtual:forecourt/form-site': PREPARED_FILES.formSite,
  'virtual:forecourt/vehicle-forms': PREPARED_FILES.vehicleForms,
  'virtual:forecourt/calculator-labels': PREPARED_FILES.calculatorLabels,
};
