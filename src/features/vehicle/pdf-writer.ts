/**
 * A small PDF writer for the vehicle PDF download ({slug}.pdf, spec 01 §4.5, §7): A4 pages of
 * Helvetica text blocks and an optional JPEG photo. Written here instead of pulling in a PDF library
 * (hundreds of KB) because the vehicle sheet needs only text, rows and one picture. Pure: bytes in, bytes out.
 */

/** One block of the sheet, laid out top to bottom. */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'price'; text: string }
  | { kind: 'section'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'rows'; rows: ReadonlyArray<readonly [string, string]> }
  | { kind: 'image'; jpeg: Uint8Array; width: number; height: number };

/** A4 in points, and the page margin. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;

const STYLE = {
  heading: { size: 22, bold: true, gap: 8 },
  subheading: { size: 13, bold: false, gap: 10 },
  price: { size: 20, bold: true, gap: 14 },
  section: { size: 13, bold: true, gap: 6 },
  paragraph: { size: 10, bold: false, gap: 8 },
} as const;

const WINANSI: Record<string, string> = {
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '•': '-',
  '\u00a0': ' ',
};

/** Text as PDF WinAnsi: typographic marks mapped, anything beyond Latin-1 replaced with "?". */
export function pdfText(text: string): string {
  return [...text].map((ch) => WINANSI[ch] ?? (ch.charCodeAt(0) <= 255 ? ch : '?')).join('');
}

/** A PDF string literal with its special characters escaped. */
export function pdfString(text: string): string {
  return `(${pdfText(text)
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/[\r\n]+/g, ' ')})`;
}

/** Splits text into lines that fit `width` points at `size` (Helvetica averages about half an em per character). */
export function wrapText(text: string, size: number, width: number): string[] {
  const max = Math.max(1, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= max) line = candidate;
    else {
      if (line) lines.push(line);
      line = word.length > max ? word.slice(0, max) : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays the blocks out on A4 pages, starting a new page when one is full; returns one content stream per page. */
export function layout(blocks: readonly PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  const need = (h: number) => {
    if (y - h >= PAGE.margin) return;
    pages.push([]);
    y = PAGE.height - PAGE.margin;
  };
  const ops = () => pages[pages.length - 1] as string[];
  const text = (s: string, x: number, size: number, bold: boolean) =>
    ops().push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(s)} Tj ET`);
  for (const block of blocks) {
    if (block.kind === 'image') {
      const h = (width * block.height) / block.width;
      need(h + 12);
      y -= h;
      ops().push(`q ${width.toFixed(2)} 0 0 ${h.toFixed(2)} ${PAGE.margin} ${y.toFixed(2)} cm /Im1 Do Q`);
      y -= 14;
    } else if (block.kind === 'rows') {
      for (const [name, value] of block.rows) {
        const valueLines = wrapText(value, 10, width / 2);
        need(14 * valueLines.length);
        y -= 12;
        text(name, PAGE.margin, 10, false);
        valueLines.forEach((l, i) => {
          if (i > 0) y -= 12;
          text(l, PAGE.margin + width / 2, 10, true);
        });
        y -= 2;
      }
      y -= 8;
    } else {
      const s = STYLE[block.kind];
      for (const l of wrapText(block.text, s.size, width)) {
        need(s.size * 1.3);
        y -= s.size * 1.3;
        text(l, PAGE.margin, s.size, s.bold);
      }
      y -= s.gap;
    }
  }
  return pages.map((p) => p.join('\n'));
}

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);

/** The whole PDF file. */
export function buildPdf(blocks: readonly PdfBlock[], title: string): Uint8Array {
  const image = blocks.find((b): b is Extract<PdfBlock, { kind: 'image' }> => b.kind === 'image');
  const streams = layout(blocks);
  const objects: Array<Uint8Array | string> = [];
  const add = (o: Uint8Array | string) => objects.push(o) && objects.length;
  const catalog = add('');
  const pagesObj = add('');
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${pdfString(title)} /Producer (Forecourt) >>`);
  let im = 0;
  if (image) {
    const head = latin1(
      `<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>\nstream\n`,
    );
    const tail = latin1('\nendstream');
    const bytes = new Uint8Array(head.length + image.jpeg.length + tail.length);
    bytes.set(head, 0);
    bytes.set(image.jpeg, head.length);
    bytes.set(tail, head.length + image.jpeg.length);
    im = add(bytes);
  }
  const resources = `<< /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >>${im ? ` /XObject << /Im1 ${im} 0 R >>` : ''} >>`;
  const kids = streams.map((content) => {
    const c = add(`<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources ${resources} /Contents ${c} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  const chunks: Uint8Array[] = [latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const body = typeof o === 'string' ? latin1(o) : o;
    const part = [latin1(`${i + 1} 0 obj\n`), body, latin1('\nendobj\n')];
    for (const p of part) {
      chunks.push(p);
      offset += p.length;
    }
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  chunks.push(
    latin1(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
