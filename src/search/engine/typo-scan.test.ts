import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scanTypos, sortVocabulary, type SortedVocabulary, type TypoHit } from './typo-scan';
import { typoCost } from './typo';
import { tokenize } from './tokenize';
import { syntheticCars } from '../fixtures/synthetic';
import { toSearchDocument } from '../document';
import { DEFAULT_QUERY_BY } from '../fields';

/** The matching before the scan: typoCost against every word of the vocabulary. */
function scanByDistance(vocab: SortedVocabulary, q: string, max: number, prefix: boolean): TypoHit[] {
  const out: TypoHit[] = [];
  for (const word of vocab.words) {
    const cost = typoCost(q, word, max, prefix);
    if (cost !== Number.POSITIVE_INFINITY) out.push({ word, cost, wholeCost: typoCost(q, word, max, false) });
  }
  return out;
}

const NOW = Date.UTC(2026, 5, 15, 12);
const docs = syntheticCars(500, NOW).map((c) => toSearchDocument(c)) as unknown as Record<string, unknown>[];
const carWords = new Set<string>();
for (const d of docs)
  for (const f of DEFAULT_QUERY_BY.split(','))
    for (const v of [d[f]].flat()) if (typeof v === 'string') for (const t of tokenize(v)) carWords.add(t);
// Words tokenize keeps beyond ASCII: letters with no decomposition, other scripts, astral code points (two code units).
const OTHER_WORDS = [
  'straße',
  'strasse',
  'ærø',
  'øre',
  'łódź',
  'ıspanyol',
  'мазда',
  'мазды',
  'トヨタ',
  'トヨタ86',
  '日本車',
  '𝒜𝒷',
  '𝒜𝒸',
  'a𝒷c',
  'x',
  'xy',
  'xx',
  'xyz',
  'abcdefghijklmnop',
  'abcdefghijklmnoq',
];
const vocab = sortVocabulary([...carWords, ...OTHER_WORDS]);

/** Queries near `word`: prefixes, one and two edits (drop, double, swap, change), cut at code units too. */
function variants(word: string): string[] {
  const out = new Set<string>([word]);
  for (let i = 1; i < word.length; i++) out.add(word.slice(0, i));
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(word.slice(0, i) + word[i] + word.slice(i));
    out.add(`${word.slice(0, i)}q${word.slice(i + 1)}`);
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  for (const v of [...out]) if (v.length > 2) out.add(`${v.slice(1, -1)}z`);
  return [...out];
}

const sample = vocab.words
  .filter((_, i) => i % 60 === 0)
  .concat(OTHER_WORDS, ['hilux', 'corolla', 'landcruiser', 'ranger', 'wildtrak']);
const QUERIES = [
  ...new Set(sample.flatMap(variants)),
  '',
  'corola',
  'hilx',
  'toyta',
  'landcrusier',
  'rangr',
  'wildtrk',
  'zzzz',
  '0',
  '2024',
];

describe('scanTypos gives exactly what typoCost over every word gave', () => {
  it(`on ${vocab.words.length} words and ${QUERIES.length} queries, typos 0–3, whole words and prefixes`, () => {
    let compared = 0;
    for (const q of QUERIES) {
      for (const max of [0, 1, 2, 3]) {
        for (const prefix of [false, true]) {
          const expected = scanByDistance(vocab, q, max, prefix);
          expect(scanTypos(vocab, q, max, prefix), `${q} max ${max} prefix ${prefix}`).toEqual(expected);
          compared += expected.length;
        }
      }
    }
    // The comparison saw plenty of matches, with typos and without.
    expect(compared).toBeGreaterThan(50_000);
  }, 60_000);

  it('on random vocabularies and queries (property)', () => {
    const letters = fc.constantFrom('a', 'b', 'c', 'h', 'é', 'ß', '𝒜');
    const word = fc.array(letters, { minLength: 0, maxLength: 9 }).map((l) => l.join(''));
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (words, q, max, prefix) => {
          const v = sortVocabulary(words);
          expect(scanTypos(v, q, max, prefix)).toEqual(scanByDistance(v, q, max, prefix));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('scanTypos', () => {
  const v = sortVocabulary(['hilux', 'hiace', 'hybrid', 'corolla', 'camry', 'hi']);
  it.each<[string, number, boolean, [string, number, number][]]>([
    [
      'h',
      0,
      true,
      [
        ['hi', 0, Infinity],
        ['hiace', 0, Infinity],
        ['hilux', 0, Infinity],
        ['hybrid', 0, Infinity],
      ],
    ],
    ['hilx', 1, false, [['hilux', 1, 1]]],
    ['hilx', 1, true, [['hilux', 1, 1]]],
    ['corola', 1, true, [['corolla', 1, 1]]],
    ['ocrolla', 1, false, [['corolla', 1, 1]]],
    ['kia', 0, false, []],
  ])('%s (max %d, prefix %s)', (q, max, prefix, expected) => {
    expect(scanTypos(v, q, max, prefix).map((h) => [h.word, h.cost, h.wholeCost])).toEqual(expected);
  });
});
