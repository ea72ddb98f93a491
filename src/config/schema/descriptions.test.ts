import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const schemaFiles = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** Fields of the schema files that carry a doc comment, as "file:line key". */
function docCommentedFields(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      ts.getJSDocCommentsAndTags(node).some(ts.isJSDoc)
    ) {
      found.push(
        `${name}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${node.name.getText(source)}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('config text is written once (issue 24)', () => {
  it('finds the schema files', () => {
    expect(schemaFiles.length).toBeGreaterThan(20);
  });

  // A field's description string is what editors see (site.schema.json) and what errors quote; a doc
  // comment beside it is a second copy, and 81 of 417 such pairs had drifted apart. Notes on why a
  // field is shaped as it is go in // comments.
  it('describes each field by its description string only, never a doc comment beside it', () => {
    const commented = schemaFiles.flatMap((name) => docCommentedFields(name, readFileSync(`${dir}${name}`, 'utf8')));
    expect(commented).toEqual([]);
  });

  it('would catch one that comes back', () => {
    const text =
      "const s = v.strictObject({\n  /** Cars per page. */\n  pageSize: withDefault(integer(1, 250), 21, 'Cars per results page.'),\n});\n";
    expect(docCommentedFields('search.ts', text)).toEqual(['search.ts:3 pageSize']);
  });
});
