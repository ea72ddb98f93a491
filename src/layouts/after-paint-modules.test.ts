import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, loadModulesAfterPaint } from './after-paint-modules';

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('loadModulesAfterPaint', () => {
  it('takes every external module script out and names them, once each, on one loader before </body>', () => {
    const html = page(
      '<script type="module" src="/_astro/a.js"></script>',
      '<img fetchpriority="high" src="/1.webp"><script type="module" src="/_astro/b.js"></script><p>x</p><script type="module" src="/_astro/a.js"></script>',
    );
    const out = loadModulesAfterPaint(html);
    expect(out).not.toMatch(/<script type="module" src=/);
    expect(out).toContain(
      `<p>x</p><script data-modules="/_astro/a.js /_astro/b.js">${AFTER_PAINT_LOADER}</script></body>`,
    );
  });

  it('leaves inline modules, classic scripts and data blocks where they are', () => {
    const body =
      '<script type="module">go()</script><script>hold()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>';
    expect(loadModulesAfterPaint(page('', `${body}<script type="module" src="/m.js"></script>`))).toContain(
      `<body>${body}<script data-modules="/m.js">`,
    );
  });

  it('gives the same page from the bytes the build renders as from its text', () => {
    const html = page(
      '<script type="module" src="/_astro/a.js"></script><script type="module" src=""></script>',
      '<p>Hé — 1½</p><script type="module" src="/_astro/b.js"></script>',
    );
    const bytes = loadModulesAfterPaint(new TextEncoder().encode(html));
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes)).toBe(loadModulesAfterPaint(html));
    expect(loadModulesAfterPaint(html)).toContain('<script type="module" src=""></script>');
    expect(loadModulesAfterPaint(html)).toContain('<p>Hé — 1½</p><script data-modules="/_astro/a.js /_astro/b.js">');
  });

  it('changes nothing on a page without external modules', () => {
    const html = page('', '<script type="module">go()</script>');
    expect(loadModulesAfterPaint(html)).toBe(html);
  });

  it('has the same loader code on every page, so the Content Security Policy needs one hash', () => {
    const loaders = ['/a.js', '/b.js /c.js'].map(
      (list) =>
        /<script data-modules="[^"]*">([\s\S]*?)<\/script>/.exec(
          loadModulesAfterPaint(
            page(
              '',
              list
                .split(' ')
                .map((u) => `<script type="module" src="${u}"></script>`)
                .join(''),
            ),
          ),
        )?.[1],
    );
    expect(loaders[0]).toBe(loaders[1]);
  });
});
