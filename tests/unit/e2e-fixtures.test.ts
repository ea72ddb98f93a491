/**
 * Every browser test runs under the CSP watch of tests/e2e/fixtures.ts: a spec that took `test` from
 * @playwright/test itself would load pages with nobody looking at the policy, and one that set
 * bypassCSP would load them with no policy at all.
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

  it.each([
    ...readdirSync(E2E, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join('tests', 'e2e', name)),
    'playwright.config.ts',
  ])('%s keeps the policy on (no bypassCSP)', (file) => {
    // A page with the policy bypassed would pass whatever it broke; a test that needs an outside
    // script loads it from a fixture site whose config names it, so its policy allows it.
    expect(readFileSync(join(E2E, '..', '..', file), 'utf8')).not.toMatch(/bypassCSP/);
  });
});
