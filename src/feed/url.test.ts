import { describe, expect, it } from 'vitest';
import { safeUrl } from './url';

describe('safeUrl keeps http(s) and site-relative URLs', () => {
  it.each([
    ['https://cdn.example.com/cars/1.jpg', 'https://cdn.example.com/cars/1.jpg'],
    ['http://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg'],
    ['HTTPS://CDN.example.com/A.jpg', 'https://cdn.example.com/A.jpg'],
    ['  https://cdn.example.com/a b.jpg  ', 'https://cdn.example.com/a%20b.jpg'],
    ['//cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['/images/a.jpg', '/images/a.jpg'],
    ['/images/a.jpg?w=640#x', '/images/a.jpg?w=640#x'],
  ])('%j → %j', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});

describe('safeUrl drops everything else', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['ftp://example.com/a.jpg'],
    ['images/a.jpg'],
    ['/\\evil.example.com/a.jpg'],
    ['https://'],
    ['https://exa mple.com/'],
    ['null'],
    [''],
    [42],
    [{ url: 'https://x.test' }],
  ])('%j', (input) => {
    expect(safeUrl(input)).toBeUndefined();
  });
});
