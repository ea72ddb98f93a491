/** The search backend: the embedded index (default) or Typesense (DESIGN § Search). */
import * as v from 'valibot';
import { described, envVarName, integer, maybe, text, withDefault } from './helpers';

const typesenseSchema = v.strictObject({
  engine: described(v.literal('typesense'), 'typesense'),
  hosts: withDefault(v.array(text), [], 'Typesense node host names (one, or three for a cluster).'),
  port: withDefault(integer(1, 65535), 443, 'Port.'),
  protocol: withDefault(v.picklist(['https', 'http']), 'https', 'Protocol.'),
  collection: maybe(text, 'Collection alias; defaults to <site slug>-cars.'),
  searchKeyEnv: withDefault(
    envVarName,
    'TYPESENSE_SEARCH_KEY',
    'Environment variable with the search-only parent key.',
  ),
  adminKeyEnv: withDefault(
    envVarName,
    'TYPESENSE_ADMIN_KEY',
    'Environment variable with the admin key used by npm run index.',
  ),
});

/** The `searchBackend` setting: `embedded`, `typesense` or a Typesense options object. */
export const searchBackendSchema = v.pipe(
  v.union([
    v.picklist(['embedded', 'typesense']),
    v.strictObject({ engine: described(v.literal('embedded'), 'embedded') }),
    typesenseSchema,
  ]),
  v.description(
    'embedded (the default, a static index) or typesense with hosts, port, protocol, collection and key env names.',
  ),
  v.transform((value) => {
    if (value === 'embedded') return { engine: 'embedded' as const };
    if (value === 'typesense') return v.parse(typesenseSchema, { engine: 'typesense' });
    return value;
  }),
);
