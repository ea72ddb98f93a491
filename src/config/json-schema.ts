/** Turns the valibot site schema into the JSON schema editors use for autocomplete. */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { siteConfigSchema } from './schema/index';

type AnySchema = v.GenericSchema & {
  pipe?: readonly (AnySchema | { kind: string; type: string; description?: string })[];
  wrapped?: AnySchema;
  entries?: Record<string, AnySchema>;
};
type JsonNode = { description?: string; properties?: Record<string, JsonNode> };

/** A schema's one-line description wherever its pipes carry it (also after a transform, which input mode stops at). */
export function descriptionOf(schema: AnySchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.pipe) {
    for (const item of [...schema.pipe].reverse()) {
      if (item.kind === 'metadata' && item.type === 'description') return item.description;
    }
    for (const item of schema.pipe) {
      const inner = item.kind === 'schema' ? descriptionOf(item as AnySchema) : undefined;
      if (inner) return inner;
    }
  }
  return schema.wrapped ? descriptionOf(schema.wrapped) : undefined;
}

/**
 * Fields that take text or a number and keep it as text (ids, phones, postcodes, licence numbers)
 * are pipes with a transform; in input mode the converter stops at the transform and drops the
 * description after it. Each object puts its fields' descriptions back.
 */
const keepFieldDescriptions: ConversionConfig['overrideSchema'] = ({ valibotSchema, jsonSchema }) => {
  const entries = (valibotSchema as AnySchema).entries;
  const properties = (jsonSchema as JsonNode).properties;
  if (!entries || !properties) return undefined;
  for (const [key, field] of Object.entries(entries)) {
    const property = properties[key];
    if (property && !property.description) {
      const text = descriptionOf(field);
      if (text) property.description = text;
    }
  }
  return undefined;
};

/** The JSON schema of site.yaml (input side: what an editor may write), with every description. */
export function buildSiteJsonSchema(): Record<string, unknown> {
  const schema = toJsonSchema(siteConfigSchema, {
    typeMode: 'input',
    errorMode: 'throw',
    // trim and check refine values in ways JSON schema cannot say; the build still enforces them.
    ignoreActions: ['trim', 'check'],
    overrideSchema: keepFieldDescriptions,
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
