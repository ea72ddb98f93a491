/** Validates ADF documents against the ADF 1.0 DTD with libxml2 (a real validating parser), for tests. */
import { readFileSync } from 'node:fs';
import { DtdValidator, XmlDocument, XmlDtd } from 'libxml2-wasm';

const dtd = XmlDtd.fromString(readFileSync(new URL('../forward/adf-1.0.dtd', import.meta.url), 'utf8'));
const validator = new DtdValidator(dtd);

/** The validity errors of a document ([] when valid); a document that is not well-formed throws. */
export function adfDtdErrors(xml: string): string[] {
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    const details = (error as { details?: { message: string }[] }).details ?? [];
    return details.length > 0 ? details.map((d) => d.message.trim()) : [String(error)];
  } finally {
    doc.dispose();
  }
}
