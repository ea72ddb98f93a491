/** Makes the {slug}.pdf file from the vehicle sheet: loaded only when the shopper asks for the PDF. */
import { buildPdf, type PdfBlock } from '../pdf-writer';
import type { VehicleSheet } from './sheet';

/** Largest photo width put in the PDF, in pixels. */
const PHOTO_WIDTH = 1000;

/** The photo as JPEG bytes, drawn through a canvas; undefined when it cannot be read (e.g. a CDN without CORS). */
async function jpegOf(src: string): Promise<Extract<PdfBlock, { kind: 'image' }> | undefined> {
  try {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.src = src;
    await img.decode();
    const scale = Math.min(1, PHOTO_WIDTH / (img.naturalWidth || PHOTO_WIDTH));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round((img.naturalWidth || PHOTO_WIDTH) * scale);
    canvas.height = Math.round((img.naturalHeight || PHOTO_WIDTH * 0.66) * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return undefined;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    if (!blob) return undefined;
    return {
      kind: 'image',
      jpeg: new Uint8Array(await blob.arrayBuffer()),
      width: canvas.width,
      height: canvas.height,
    };
  } catch (error) {
    console.error('[vehicle] PDF photo skipped', error);
    return undefined;
  }
}

/** The PDF bytes of a sheet. */
export async function sheetPdf(
  sheet: VehicleSheet,
  pageUrl: string,
  labels: { call: string; keyInfo: string; specs: string; features: string; comments: string; finance: string },
): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [{ kind: 'heading', text: sheet.title }];
  if (sheet.subtitle) blocks.push({ kind: 'subheading', text: sheet.subtitle });
  if (sheet.price) blocks.push({ kind: 'price', text: [sheet.price, sheet.priceType].filter(Boolean).join(' ') });
  if (sheet.phone) blocks.push({ kind: 'subheading', text: labels.call.replace('{phone}', sheet.phone) });
  const photo = sheet.image ? await jpegOf(sheet.image) : undefined;
  if (photo) blocks.push(photo);
  if (sheet.finance.length)
    blocks.push(
      { kind: 'section', text: labels.finance },
      ...sheet.finance.map((p): PdfBlock => ({ kind: 'paragraph', text: p })),
    );
  if (sheet.keyInfo.length)
    blocks.push({ kind: 'section', text: labels.keyInfo }, { kind: 'rows', rows: sheet.keyInfo });
  if (sheet.specs.length) blocks.push({ kind: 'section', text: labels.specs }, { kind: 'rows', rows: sheet.specs });
  if (sheet.features.length)
    blocks.push({ kind: 'section', text: labels.features }, { kind: 'paragraph', text: sheet.features.join(' · ') });
  if (sheet.comments.length)
    blocks.push(
      { kind: 'section', text: labels.comments },
      ...sheet.comments.map((p): PdfBlock => ({ kind: 'paragraph', text: p })),
    );
  const footer = [sheet.stock, sheet.location, sheet.address, pageUrl].filter(Boolean).join(' · ');
  blocks.push({ kind: 'paragraph', text: footer });
  return buildPdf(blocks, sheet.title);
}
