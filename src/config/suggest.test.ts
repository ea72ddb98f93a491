import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './suggest';

describe('editDistance', () => {
  it.each([
    ['pagesize', 'pageSize', 0],
    ['colour', 'color', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });
});

describe('closest', () => {
  it.each([
    ['pagesize', ['pageSize', 'columns'], 'pageSize'],
    ['defualt', ['default', 'options'], 'default'],
    ['colourful', ['defaultView', 'autoRotate'], undefined],
  ])('%s among %j → %s', (word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected);
  });
});
