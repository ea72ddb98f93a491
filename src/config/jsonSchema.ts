/** Turns the valibot site schema into the JSON schema editors use for autocomplete. */
import { toJsonSchema } from '@valibot/to-json-schema';
import { siteConfigSchema } from './schema/index';

/** The JSON schema of site.yaml (input side: what an editor may write), with every description. */
export function buildSiteJsonSchema(): Record<string, unknown> {
  const schema = toJsonSchema(siteConfigSchema, {
    typeMode: 'input',
    errorMode: 'throw',
    // trim and check refine values in ways JSON schema cannot say; the build still enforces them.
    ignoreActions: ['trim', 'check'],
  });
  return {
    ...schema,
    $id: 'https://forecourt.dev/site.schema.json',
    title: 'Forecourt site config (sites/<slug>/site.yaml)',
  };
}

/** The JSON schema as the text committed to sites/site.schema.json. */
export function siteJsonSchemaText(): string {
  return `${JSON.stringify(buildSiteJsonSchema(), null, 2)}\n`;
}
