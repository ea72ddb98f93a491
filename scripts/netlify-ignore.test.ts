import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decide, gitChanged } from './netlify-ignore.mjs';

const never = () => {
  throw new Error('git must not be asked');
};

describe('netlify ignore: when a dealer site builds', () => {
  it.each([
    ['no site slug', {}, true],
    [
      'a build hook (feed change)',
      {
        FORECOURT_SITE: 'a',
        CACHED_COMMIT_REF: 'c1',
        COMMIT_REF: 'c2',
        INCOMING_HOOK_TITLE: 'feed',
        INCOMING_HOOK_BODY: '',
      },
      true,
    ],
    [
      'the first build (no cache: both refs equal)',
      { FORECOURT_SITE: 'a', CACHED_COMMIT_REF: 'c1', COMMIT_REF: 'c1' },
      true,
    ],
    ['no earlier commit at all', { FORECOURT_SITE: 'a', COMMIT_REF: 'c1' }, true],
  ])('builds without asking git: %s', (_name, env, build) => {
    expect(decide(env, never).build).toBe(build);
  });

  it('asks git about the site folder and the shared code, and skips only when git says nothing changed', () => {
    const asked: string[][] = [];
    const env = { FORECOURT_SITE: 'harbour-toyota', CACHED_COMMIT_REF: 'aaaaaaa1', COMMIT_REF: 'bbbbbbb2' };
    expect(decide(env, (_f, _t, paths) => (asked.push(paths), false))).toMatchObject({ build: false });
    expect(asked[0]).toEqual(
      expect.arrayContaining([
        'sites/harbour-toyota',
        'src',
        'scripts',
        'package-lock.json',
        'netlify',
        'netlify.toml',
      ]),
    );
    expect(asked[0]).not.toContain('sites');
    expect(decide(env, () => true).build).toBe(true);
    expect(decide(env, () => undefined).build).toBe(true);
  });

  it("against a real repository: another dealer's change skips, its own or shared code builds", () => {
    const repo = mkdtempSync(join(tmpdir(), 'ignore-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo })
        .toString()
        .trim();
    const write = (path: string, text: string) => {
      mkdirSync(join(repo, path, '..'), { recursive: true });
      writeFileSync(join(repo, path), text);
    };
    const commit = (path: string, text: string) => {
      write(path, text);
      git('add', '-A');
      git('commit', '-qm', path);
      return git('rev-parse', 'HEAD');
    };
    git('init', '-q');
    const base = commit('sites/a/site.yaml', 'name: A');
    commit('sites/b/site.yaml', 'name: B');
    const bChanged = commit('sites/b/feed.json', '[]');
    const changed = (from: string, to: string, paths: string[]) => gitChanged(from, to, paths, repo);
    expect(decide({ FORECOURT_SITE: 'a', CACHED_COMMIT_REF: base, COMMIT_REF: bChanged }, changed).build).toBe(false);
    expect(decide({ FORECOURT_SITE: 'b', CACHED_COMMIT_REF: base, COMMIT_REF: bChanged }, changed).build).toBe(true);
    const shared = commit('src/domain/price.ts', 'export {}');
    expect(decide({ FORECOURT_SITE: 'a', CACHED_COMMIT_REF: bChanged, COMMIT_REF: shared }, changed).build).toBe(true);
    const test = commit('src/domain/price.test.ts', 'export {}');
    expect(decide({ FORECOURT_SITE: 'a', CACHED_COMMIT_REF: shared, COMMIT_REF: test }, changed).build).toBe(false);
    const docs = commit('docs/deploy.md', '# notes');
    expect(decide({ FORECOURT_SITE: 'a', CACHED_COMMIT_REF: shared, COMMIT_REF: docs }, changed).build).toBe(false);
    expect(gitChanged('0000000000000000000000000000000000000000', docs, ['src'], repo)).toBeUndefined();
  });
});
