import { afterEach, describe, expect, it } from 'vitest';
import {
  inlineScriptSources,
  recordRenderedPage,
  startRecordingPages,
  takeRecordedPages,
} from './inline-scripts.server';

const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('inline scripts for the Content Security Policy', () => {
  afterEach(() => void takeRecordedPages());

  it('hashes the scripts the browser runs, not data blocks or external files', () => {
    const html =
      '<script>alert(1)</script><script type="application/ld+json">{}</script><script type="application/json" data-x>{"a":1}</script><script src="/x.js"></script><script type="module">go()</script><script></script>';
    const sources = inlineScriptSources(html);
    expect(sources).toHaveLength(2);
    expect(sources[0]).toBe(ALERT);
  });

  it('reads the same scripts from the bytes the build renders, UTF-8 included', () => {
    const html =
      '<p>é</p><script >alert(1)</script><scripts>no</scripts><script type="module" data-x>go("½")</script><script src="/a.js"></script>';
    const fromText = inlineScriptSources(html);
    expect(fromText).toHaveLength(2);
    expect(fromText[0]).toBe(ALERT);
    expect(inlineScriptSources(new TextEncoder().encode(html))).toEqual(fromText);
  });

  it('records the pages rendered between start and take, each distinct script once', () => {
    startRecordingPages();
    recordRenderedPage('<script>alert(1)</script>');
    recordRenderedPage('<p><script>alert(1)</script><script type="module">go()</script></p>');
    const record = takeRecordedPages();
    expect(record?.pages).toBe(2);
    expect([...record!.scriptSources]).toHaveLength(2);
    expect(record!.scriptSources.has(ALERT)).toBe(true);
    expect(takeRecordedPages(), 'taken once').toBeUndefined();
  });

  it('records which pages are noindex, by path without its trailing slash, for the sitemap', () => {
    startRecordingPages();
    recordRenderedPage('<head><meta name="robots" content="noindex"></head>', '/cars/sold-long-ago/');
    recordRenderedPage('<head><title>x</title></head>', '/cars/for-sale/');
    recordRenderedPage(new TextEncoder().encode('<meta name="robots" content="noindex">'), '/success');
    expect([...takeRecordedPages()!.noindexPaths]).toEqual(['/cars/sold-long-ago', '/success']);
  });

  it('keeps nothing when no record was started (the dev server, other tests)', () => {
    recordRenderedPage('<script>alert(1)</script>');
    expect(takeRecordedPages()).toBeUndefined();
  });

  it('starts from the page records of the previous build, which a page rendered again replaces', () => {
    startRecordingPages([
      ['/cars/kept', { sources: [ALERT], noindex: true }],
      ['/cars/changed', { sources: [], noindex: true }],
    ]);
    recordRenderedPage('<head><title>x</title></head><script type="module">go()</script>', '/cars/changed/');
    const record = takeRecordedPages()!;
    expect(record.pages).toBe(1);
    expect([...record.noindexPaths]).toEqual(['/cars/kept']);
    expect(record.byPath.get('/cars/kept')).toEqual({ sources: [ALERT], noindex: true });
    expect(record.byPath.get('/cars/changed')).toEqual({
      sources: [inlineScriptSources('<script type="module">go()</script>')[0]],
      noindex: false,
    });
    expect([...record.renderedPaths]).toEqual(['/cars/changed']);
  });
});
