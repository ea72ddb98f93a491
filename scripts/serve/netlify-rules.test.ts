import { describe, expect, it } from 'vitest';
import { compilePattern, headersFor, matchPattern, parseHeaders, parseRedirects, redirectFor } from './netlify-rules';

const at = (path: string) => new URL(`http://localhost${path}`);

describe('Netlify path patterns', () => {
  it.each([
    ['/*', '/', {}],
    ['/*', '/cars/a/b.html', { splat: 'cars/a/b.html' }],
    ['/_astro/*', '/_astro/index.B3x9.js', { splat: 'index.B3x9.js' }],
    ['/_astro/*', '/_astro', { splat: '' }],
    ['/cars/:slug', '/cars/hilux-1001', { slug: 'hilux-1001' }],
    ['/cars/:slug', '/cars/hilux-1001/', { slug: 'hilux-1001' }],
    ['/cars/:slug/', '/cars/hilux-1001', { slug: 'hilux-1001' }],
    ['/news/:year/*', '/news/2026/a/b', { year: '2026', splat: 'a/b' }],
    ['/*.svg', '/images/icons/logo.svg', { splat: 'images/icons/logo' }],
    ['/a.b', '/a.b', {}],
  ])('%s matches %s', (pattern, path, values) => {
    expect(matchPattern(compilePattern(pattern), path)).toMatchObject(values);
  });

  it.each([
    ['/cars/:slug', '/cars/a/b'],
    ['/cars/:slug', '/cars/'],
    ['/_astro/*', '/_astrology'],
    ['/a.b', '/axb'],
    ['/Cars', '/cars'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPattern(compilePattern(pattern), path)).toBeUndefined();
  });
});

describe('_headers', () => {
  const rules = parseHeaders(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      "  Content-Security-Policy: default-src 'self'; img-src https://x.example",
      '  Link: </a.css>; rel=preload',
      '',
      '/_astro/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '  Link: </b.css>; rel=preload',
      '/cars/:slug',
      '\tX-Robots-Tag: noindex',
    ].join('\n'),
  );

  it('applies every matching rule and joins the values of one header with ", "', () => {
    expect(Object.fromEntries(headersFor(rules, '/_astro/x.js'))).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'; img-src https://x.example",
      Link: '</a.css>; rel=preload, </b.css>; rel=preload',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/cars/hilux/').get('X-Robots-Tag')).toBe('noindex');
    expect(headersFor(rules, '/cars/hilux/photos').has('X-Robots-Tag')).toBe(false);
    expect(headersFor(rules, '/').has('Cache-Control')).toBe(false);
  });

  it('says which line is wrong, in plain words', () => {
    expect(() => parseHeaders('  X-A: b\n')).toThrow(
      '_headers line 1: a header comes before any path; put the path it is for on the line above, unindented.',
    );
    expect(() => parseHeaders('/*\n  no colon here\n')).toThrow(
      '_headers line 2: "no colon here" is not a header; write it as "Name: value".',
    );
    expect(() => parseHeaders('cars/*\n  X-A: b\n')).toThrow(
      '_headers line 1: "cars/*" is not a site path; paths start with "/".',
    );
  });
});

describe('_redirects', () => {
  it('reads from, to, status (301 when left out) and force', () => {
    const [a, b, c] = parseRedirects('# gone cars\n/cars  /used-cars/  301!\n/old /new\n/x  /y  200 # rewrite\n');
    expect([a!.from.source, a!.to, a!.status, a!.force]).toEqual(['/cars', '/used-cars/', 301, true]);
    expect([b!.status, b!.force]).toEqual([301, false]);
    expect([c!.to, c!.status, c!.force]).toEqual(['/y', 200, false]);
  });

  it('lets the first matching rule decide, filling :splat and placeholders', () => {
    const rules = parseRedirects(
      [
        '/cars/sold-1  /search/toyota/hilux  301',
        '/cars/sold-1/*  /search/toyota/hilux  301',
        '/news/:year/*  /blog/:year/:splat  302',
        '/*  /search/:splat  301',
      ].join('\n'),
    );
    expect(redirectFor(rules, at('/cars/sold-1/'))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/search/toyota/hilux',
      force: false,
    });
    expect(redirectFor(rules, at('/cars/sold-1/photos'))).toMatchObject({ location: '/search/toyota/hilux' });
    expect(redirectFor(rules, at('/news/2026/a/b'))).toMatchObject({ status: 302, location: '/blog/2026/a/b' });
    expect(redirectFor(rules, at('/anything/else'))).toMatchObject({ location: '/search/anything/else' });
  });

  it('passes the query on, unless the rule matched on it', () => {
    const rules = parseRedirects('/store id=:id  /blog/:id  301\n/old  /new  302\n');
    expect(redirectFor(rules, at('/old?utm_source=x'))).toMatchObject({ location: '/new?utm_source=x' });
    expect(redirectFor(rules, at('/store?id=my-post'))).toMatchObject({ location: '/blog/my-post' });
    expect(redirectFor(rules, at('/store'))).toBeUndefined();
  });

  it('serves the target with any other status: 200 rewrites, 404 is a custom not-found', () => {
    const rules = parseRedirects('/app/*  /app/index.html  200\n/closed  /store-closed  404!\n');
    expect(redirectFor(rules, at('/app/a/b'))).toEqual({
      kind: 'rewrite',
      status: 200,
      path: '/app/index.html',
      force: false,
    });
    expect(redirectFor(rules, at('/closed'))).toEqual({
      kind: 'rewrite',
      status: 404,
      path: '/store-closed',
      force: true,
    });
    expect(redirectFor(rules, at('/open'))).toBeUndefined();
  });

  it('says which line is wrong, in plain words', () => {
    expect(() => parseRedirects('/a\n')).toThrow('_redirects line 1: "/a" has no target; write "from to [status]".');
    expect(() => parseRedirects('/a /b 307\n')).toThrow(
      '_redirects line 1: "307" is not a status Netlify serves; use 301, 302 or 303 to redirect, or 200, 404 (or another 2xx, 4xx, 5xx) to serve the target.',
    );
    expect(() => parseRedirects('/a /b 30l\n')).toThrow('"30l" is not a status Netlify serves');
    expect(() => parseRedirects('\n/a /b 302 Country=au\n')).toThrow(
      '_redirects line 2: the condition "Country=au" (country, language, role or cookie) cannot be checked locally; the local server only serves plain path rules.',
    );
    expect(() => parseRedirects('/api/* https://api.example.com/:splat 200\n')).toThrow(
      'serving https://api.example.com/:splat with status 200 proxies another host',
    );
    expect(() => parseRedirects('/store id=5 /blog 301\n')).toThrow(
      'the query match "id=5" needs a placeholder, as in "id=:id".',
    );
    expect(() => parseRedirects('old /new\n')).toThrow(
      '_redirects line 1: "old" is not a site path; paths start with "/".',
    );
  });
});
