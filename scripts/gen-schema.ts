/** Writes sites/site.schema.json from the valibot site schema (`npm run schema`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteJsonSchemaText } from '../src/config/json-schema';

const target = fileURLToPath(new URL('../sites/site.schema.json', import.meta.url));
writeFileSync(target, siteJsonSchemaText());
console.log(`wrote ${target}`);
