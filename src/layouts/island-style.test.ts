import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, islandStyleToHead } from './island-style';

describe('islandStyleToHead', () => {
  it('moves the islands style from before the first island to the end of the head', () => {
    const page = `<html><head><title>x</title></head><body><p>a</p><script>1</script>${ISLAND_STYLE}<astro-island></astro-island></body></html>`;
    expect(islandStyleToHead(page)).toBe(
      `<html><head><title>x</title>${ISLAND_STYLE}</head><body><p>a</p><script>1</script><astro-island></astro-island></body></html>`,
    );
  });

  it('works on bytes and gives bytes back', () => {
    const page = new TextEncoder().encode(`<head></head><body>${ISLAND_STYLE}</body>`);
    const out = islandStyleToHead(page);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(out)).toBe(`<head>${ISLAND_STYLE}</head><body></body>`);
  });

  it('moves the bytes in place, in the page it was given, without a copy', () => {
    const text = `<html><head><title>é</title></head><body><p>½</p>${ISLAND_STYLE}<astro-island></astro-island></body></html>`;
    const page = new TextEncoder().encode(text);
    expect(islandStyleToHead(page)).toBe(page);
    expect(new TextDecoder().decode(page)).toBe(islandStyleToHead(text));
  });

  it('leaves a page without islands, or with the style already in its head, as it was', () => {
    const plain = '<html><head></head><body><p>a</p></body></html>';
    expect(islandStyleToHead(plain)).toBe(plain);
    const inHead = `<html><head>${ISLAND_STYLE}</head><body></body></html>`;
    expect(islandStyleToHead(inHead)).toBe(inHead);
  });
});
