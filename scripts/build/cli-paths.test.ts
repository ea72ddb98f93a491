import { describe, expect, it } from 'vitest';
import { fromInvocationDir, invocationDir } from './cli-paths';

describe('command-line paths', () => {
  it.each([
    [
      'a relative file, from the folder npm was run in',
      'feeds/today.json',
      { INIT_CWD: '/home/ed/dealer' },
      '/home/ed/dealer/feeds/today.json',
    ],
    ['a parent-relative file', '../feed.json', { INIT_CWD: '/home/ed/dealer/sub' }, '/home/ed/dealer/feed.json'],
    ['an absolute file', '/data/feed.json', { INIT_CWD: '/home/ed' }, '/data/feed.json'],
    [
      'an https URL',
      'https://feeds.example.com/a.json?token=x',
      { INIT_CWD: '/home/ed' },
      'https://feeds.example.com/a.json?token=x',
    ],
    ['a file URL', 'file:///data/feed.json', { INIT_CWD: '/home/ed' }, 'file:///data/feed.json'],
  ])('%s', (_name, value, env, expected) => {
    expect(fromInvocationDir(value, env)).toBe(expected);
  });

  it('uses the current folder when not started through npm', () => {
    expect(invocationDir({})).toBe(process.cwd());
    expect(fromInvocationDir('feed.json', {})).toBe(`${process.cwd()}/feed.json`);
  });
});
