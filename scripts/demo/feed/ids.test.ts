import { describe, expect, it } from 'vitest';
import { createRng } from '../prng';
import { isValidVin, vin, vinCheckDigit, withVinCheckDigit } from './ids';

describe('VINs', () => {
  it('computes the ISO 3779 check digit of known VINs', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('5GZCZ43D13S812715')).toBe('1');
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(withVinCheckDigit('1M8GDM9A0KP042788')).toBe('1M8GDM9AXKP042788');
  });

  it('rejects I, O and Q and wrong lengths', () => {
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('IM8GDM9AXKP042788')).toBe(false);
  });

  it('generates 17-character VINs with a valid check digit and the model-year letter, deterministically', () => {
    const a = createRng(7);
    const b = createRng(7);
    for (let i = 0; i < 500; i++) {
      const v = vin(a, i % 2 ? 'Toyota' : 'Unknown Make', 2026);
      expect(v).toHaveLength(17);
      expect(isValidVin(v), v).toBe(true);
      expect(v[9]).toBe('T');
      expect(vin(b, i % 2 ? 'Toyota' : 'Unknown Make', 2026)).toBe(v);
    }
  });
});
