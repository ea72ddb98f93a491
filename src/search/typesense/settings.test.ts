import { describe, expect, it } from 'vitest';
import { typesenseAdminSettingsFromEnv, typesenseNodesFromEnv, typesenseParentSearchKeyFromEnv } from './settings';

describe('Typesense settings from the environment', () => {
  it('reads a 3-node cluster', () => {
    expect(typesenseNodesFromEnv({ TYPESENSE_HOST: 'a.test, b.test,c.test' })).toEqual([
      { host: 'a.test', port: 443, protocol: 'https' },
      { host: 'b.test', port: 443, protocol: 'https' },
      { host: 'c.test', port: 443, protocol: 'https' },
    ]);
  });

  it('defaults http to port 8108', () => {
    expect(typesenseNodesFromEnv({ TYPESENSE_HOST: 'localhost', TYPESENSE_PROTOCOL: 'http' })).toEqual([
      { host: 'localhost', port: 8108, protocol: 'http' },
    ]);
  });

  it('names every missing variable at once', () => {
    expect(() => typesenseAdminSettingsFromEnv({})).toThrow(
      /TYPESENSE_HOST is not set[\s\S]*TYPESENSE_ADMIN_KEY is not set/,
    );
  });

  it.each([
    [{ TYPESENSE_HOST: 'a', TYPESENSE_PROTOCOL: 'ftp' }, /TYPESENSE_PROTOCOL must be http or https/],
    [{ TYPESENSE_HOST: 'a', TYPESENSE_PORT: 'abc' }, /TYPESENSE_PORT must be a port number/],
  ])('rejects %j', (env, message) => {
    expect(() => typesenseNodesFromEnv(env)).toThrow(message);
  });

  it('needs the search-only parent key for minting', () => {
    expect(() => typesenseParentSearchKeyFromEnv({})).toThrow(/TYPESENSE_SEARCH_KEY is not set/);
    expect(typesenseParentSearchKeyFromEnv({ TYPESENSE_SEARCH_KEY: 'k' })).toBe('k');
  });
});
