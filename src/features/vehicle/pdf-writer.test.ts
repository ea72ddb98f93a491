import { describe, expect, it } from 'vitest';
import { buildPdf, layout, pdfString, wrapText } from './pdf-writer';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('PDF writer', () => {
  it('escapes PDF string characters and maps typographic marks to WinAnsi', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('Car’s – “best” …')).toBe(`(Car's - "best" ...)`);
    expect(pdfString('東京')).toBe('(??)');
  });

  it('wraps text at about half an em per character', () => {
    expect(wrapText('one two three four', 10, 40)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('', 10, 50)).toEqual([]);
  });

  it('starts a new page when one is full', () => {
    const many = Array.from({ length: 80 }, (_, i) => [`Row ${i}`, 'value'] as const);
    expect(layout([{ kind: 'rows', rows: many }])).toHaveLength(2);
    expect(layout([{ kind: 'heading', text: 'Title' }])).toHaveLength(1);
  });

  it('writes a well-formed file whose xref offsets point at each object', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const bytes = buildPdf(
      [
        { kind: 'heading', text: '2026 Mazda CX-5' },
        { kind: 'image', jpeg, width: 2, height: 1 },
        { kind: 'rows', rows: [['Kilometres', '10 km']] },
      ],
      'Mazda',
    );
    const s = text(bytes);
    expect(s.startsWith('%PDF-1.4')).toBe(true);
    expect(s.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(s).toContain('(2026 Mazda CX-5) Tj');
    expect(s).toContain('/Filter /DCTDecode');
    const startxref = Number(/startxref\n(\d+)/.exec(s)?.[1]);
    expect(s.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...s.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(s.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(offsets.length).toBeGreaterThan(5);
  });
});
