import { describe, expect, it } from 'vitest';
import { interactionRow, interactionRowName, LOST_MS, probeTarget } from './interaction';
import type { InteractionSample } from './interaction-timing';
import { formatTable } from './table';

const s = (
  toResponsePaint: number | undefined,
  eventDuration: number | undefined,
  hydratedAtInput: boolean | null = false,
  response = 'dom',
): InteractionSample => ({
  ...(toResponsePaint !== undefined ? { toResponsePaint } : {}),
  ...(eventDuration !== undefined ? { eventDuration } : {}),
  response,
  hydratedAtInput,
});

describe('interactionRow', () => {
  it('reports the median of the runs with the 200 ms budget on the current build, none on the baseline', () => {
    const samples = [s(180, 24), s(240, 32), s(150, 16)];
    const row = interactionRow('southern-cross-motor-group', 'gallery', 'first', samples, '/cars/x', 'current');
    expect(row).toMatchObject({
      group: 'interaction: vehicle',
      name: interactionRowName('gallery', 'first'),
      value: 180,
      unit: 'ms',
      budget: { limit: 200, better: 'lower' },
    });
    expect(row.note).toContain('runs 180, 240, 150 ms');
    expect(row.note).toContain('3 of 3 before hydration');
    expect(
      interactionRow('southern-cross-motor-group', 'gallery', 'first', samples, '/cars/x', 'baseline').budget,
    ).toBeUndefined();
  });

  it('times after hydration by Event Timing', () => {
    const row = interactionRow(
      'site',
      'calculator',
      'hydrated',
      [s(90, 88, true), s(70, 64, true), s(12, undefined, true)],
      '/cars/x',
      'current',
    );
    expect(row.value).toBe(64);
    expect(row.note).toContain('Event Timing');
  });

  it('counts a lost input as the wait it was given, so most runs lost is a miss, and says why', () => {
    const lost = s(undefined, 24, false, `no response within ${LOST_MS / 1000} s (input lost)`);
    const row = interactionRow('site', 'favourite', 'first', [lost, lost, s(120, 24)], '/cars/x', 'current');
    expect(row.value).toBe(LOST_MS);
    expect(row.note).toContain(
      `no response in 2 of 3 (no response within ${LOST_MS / 1000} s (input lost)), counted as ${LOST_MS} ms`,
    );
    expect(formatTable([row])).toContain('MISSED');
  });
});

describe('probeTarget', () => {
  it('looks for buttons by name and the amount field by its label, typing digits or a slider step', () => {
    const names = { next: 'Next image', favourite: 'Save to garage', amount: 'Purchase Price' };
    expect(probeTarget('gallery', names)).toEqual({ name: 'Next image' });
    expect(probeTarget('favourite', names)).toEqual({ name: 'Save to garage' });
    expect(probeTarget('calculator', names)).toEqual({
      name: 'Purchase Price',
      label: true,
      keys: '^([0-9]|ArrowRight)$',
    });
    expect(probeTarget('favourite', { next: 'Next image' })).toBeUndefined();
  });
});
