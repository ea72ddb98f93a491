import { describe, expect, it } from 'vitest';
import { INVALID } from './coerce';
import { parseFeedDate, toIsoDate, toIsoDateTime } from './dates';

function dateTime(value: unknown): unknown {
  const parsed = parseFeedDate(value);
  return parsed === undefined || parsed === INVALID ? parsed : toIsoDateTime(parsed);
}

function date(value: unknown): unknown {
  const parsed = parseFeedDate(value);
  return parsed === undefined || parsed === INVALID ? parsed : toIsoDate(parsed);
}

describe('feed date-times → ISO 8601 UTC', () => {
  it.each([
    ['2024-03-05T10:20:30Z', '2024-03-05T10:20:30.000Z'],
    ['2024-03-05T10:20:30.123456Z', '2024-03-05T10:20:30.123Z'],
    ['2024-03-05T10:20:30+10:00', '2024-03-05T00:20:30.000Z'],
    ['2024-03-05T10:20:30+1030', '2024-03-04T23:50:30.000Z'],
    ['2024-03-05T10:20:30-05:00', '2024-03-05T15:20:30.000Z'],
    ['2024-03-05 10:20:30', '2024-03-05T10:20:30.000Z'],
    ['2024-03-05 10:20', '2024-03-05T10:20:00.000Z'],
    ['2024-03-05', '2024-03-05T00:00:00.000Z'],
    ['05/03/2024', '2024-03-05T00:00:00.000Z'],
    ['5/3/2024', '2024-03-05T00:00:00.000Z'],
    ['05-03-2024', '2024-03-05T00:00:00.000Z'],
    ['05/03/2024 14:07', '2024-03-05T14:07:00.000Z'],
    ['05/03/2024 2:07 pm', '2024-03-05T14:07:00.000Z'],
    ['05/03/2024 12:07 am', '2024-03-05T00:07:00.000Z'],
    [1709634030, '2024-03-05T10:20:30.000Z'],
    ['1709634030', '2024-03-05T10:20:30.000Z'],
    [1709634030123, '2024-03-05T10:20:30.123Z'],
    ['1709634030123', '2024-03-05T10:20:30.123Z'],
    ['29/02/2024', '2024-02-29T00:00:00.000Z'],
  ])('%j → %s', (value, expected) => {
    expect(dateTime(value)).toBe(expected);
  });

  it.each([['null'], [''], ['N/A'], [null], ['0000-00-00 00:00:00'], ['0000-00-00']])('%j is absent', (value) => {
    expect(dateTime(value)).toBeUndefined();
  });

  it.each([
    ['next Tuesday'],
    ['31/02/2024'],
    ['29/02/2023'],
    ['2024-13-01'],
    ['2024-03-05 24:00:00'],
    ['05/03/2024 13:00 pm'],
    ['12345'],
    [-5],
    [true],
    [{}],
    ['2024-03'],
    ['2024'],
  ])('%j is not a date-time', (value) => {
    expect(dateTime(value)).toBe(INVALID);
  });
});

describe('feed calendar dates keep the day as written', () => {
  it.each([
    ['2025-03-01T00:00:00+11:00', '2025-03-01'],
    ['01/03/2025', '2025-03-01'],
    ['2025-03-01', '2025-03-01'],
    ['03/2019', '2019-03'],
    ['2019-03', '2019-03'],
    ['2019', '2019'],
    [1709634030, '2024-03-05'],
  ])('%j → %s', (value, expected) => {
    expect(date(value)).toBe(expected);
  });
});
