import { describe, expect, it } from 'vitest';
import { monogramSvg, siteFavicon } from './favicon';

describe('siteFavicon', () => {
  it('links the configured file with its type', () => {
    expect(siteFavicon({ name: 'Harbour Toyota', primary: '#0b2545', primaryContrast: '#fff', favicon: 'public/brand/favicon.svg' })).toEqual({ href: '/brand/favicon.svg', type: 'image/svg+xml' });
    expect(siteFavicon({ name: 'X', primary: '#000', primaryContrast: '#fff', favicon: '/brand/icon.png' }).type).toBe('image/png');
    expect(siteFavicon({ name: 'X', primary: '#000', primaryContrast: '#fff', favicon: '/favicon.ico' }).type).toBe('image/x-icon');
  });

  it('without one, inlines a monogram in the primary colours', () => {
    const icon = siteFavicon({ name: 'prestige pre-owned', primary: '#e5d3a1', primaryContrast: '#111111' });
    expect(icon.type).toBe('image/svg+xml');
    expect(icon.href.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(icon.href.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('fill="#e5d3a1"');
    expect(svg).toContain('fill="#111111">P</text>');
  });
});

describe('monogramSvg', () => {
  it('takes the first letter or digit and escapes it', () => {
    expect(monogramSvg('  "4WD World"', '#000', '#fff')).toContain('>4</text>');
    expect(monogramSvg('& Sons', '#000', '#fff')).toContain('>S</text>');
    expect(monogramSvg('***', '#000', '#fff')).toContain('>•</text>');
  });
});
