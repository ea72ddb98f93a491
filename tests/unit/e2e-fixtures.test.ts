/**
 * Every browser test runs under the CSP watch of tests/e2e/fixtures.ts: a spec that took `test` from
 * @playwright/test itself would load pages with nobody looking at the policy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(import.meta.dirname, '..', 'e2e');
const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));

describe('the browser tests', () => {
  it.each(specs)('%s takes test from ./fixtures', (name) => {
    const source = readFileSync(join(E2E, name), 'utf8');
    expect(source).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures';/);
    expect(source).not.toMatch(/import \{[^}]*\b(test|expect)\b[^}]*\} from '@playwright\/test';/);
  });
});
