import { describe, expect, it } from 'vitest';
import { holdsClick, holdsKey, isSwipe, latePlan, SWIPE_SLOP_PX, valueReplay, type TargetFacts } from './late-rules';

const target = (tag: string, more: Partial<TargetFacts> = {}): TargetFacts => ({
  tag,
  inLink: false,
  editable: false,
  ...more,
});

describe('late hydration rules', () => {
  it('reads the directive value: visible, intent (with a stored key that makes it idle), else idle', () => {
    expect(latePlan('visible')).toEqual({ mode: 'visible' });
    expect(latePlan('idle')).toEqual({ mode: 'idle' });
    expect(latePlan('intent')).toEqual({ mode: 'intent' });
    expect(latePlan('intent:forecourt:user-details')).toEqual({
      mode: 'intent',
      idleIfStored: 'forecourt:user-details',
    });
    expect(latePlan('intent:')).toEqual({ mode: 'idle' });
    expect(latePlan(undefined)).toEqual({ mode: 'idle' });
    expect(latePlan(true)).toEqual({ mode: 'idle' });
  });

  it('holds every click but a link’s, which works without script', () => {
    expect(holdsClick(target('button'))).toBe(true);
    expect(holdsClick(target('path'))).toBe(true);
    expect(holdsClick(target('label'))).toBe(true);
    expect(holdsClick(target('span', { inLink: true }))).toBe(false);
    expect(holdsClick(target('a', { inLink: true }))).toBe(false);
  });

  it.each([
    ['div', 'ArrowRight', true],
    ['div', 'ArrowLeft', true],
    ['img', 'Escape', true],
    ['div', 'Tab', false],
    ['div', 'Shift', false],
    ['input', 'a', false],
    ['textarea', 'ArrowLeft', false],
    ['select', 'ArrowDown', false],
    ['button', 'Enter', false],
    ['button', ' ', false],
    ['button', 'ArrowDown', false],
    ['summary', 'Enter', false],
    ['a', 'ArrowRight', false],
    ['option', 'ArrowDown', false],
  ] as const)('on a %s, holds %j: %s', (tag, key, held) => {
    expect(holdsKey(target(tag), key)).toBe(held);
  });

  it.each([
    ['ArrowRight', true],
    ['ArrowLeft', true],
    ['Home', true],
    ['End', true],
    ['Enter', false],
    [' ', false],
    ['Tab', false],
  ] as const)('on a tab (a button with role tab), holds %j: %s', (key, held) => {
    expect(holdsKey(target('button', { role: 'tab' }), key)).toBe(held);
  });

  it('never holds keys in editable text or inside a link', () => {
    expect(holdsKey(target('div', { editable: true }), 'ArrowRight')).toBe(false);
    expect(holdsKey(target('span', { inLink: true }), 'ArrowRight')).toBe(false);
  });

  it('counts a movement past the slop as a swipe, in any direction', () => {
    expect(isSwipe({ x: 0, y: 0 }, { x: SWIPE_SLOP_PX, y: 0 })).toBe(false);
    expect(isSwipe({ x: 0, y: 0 }, { x: SWIPE_SLOP_PX + 1, y: 0 })).toBe(true);
    expect(isSwipe({ x: 100, y: 100 }, { x: 92, y: 92 })).toBe(true);
    expect(isSwipe({ x: 100, y: 100 }, { x: 97, y: 104 })).toBe(false);
  });

  it.each([
    [target('input', { inputType: 'text' }), 'input'],
    [target('input', { inputType: 'number' }), 'input'],
    [target('input', { inputType: 'range' }), 'input'],
    [target('input', { inputType: 'email' }), 'input'],
    [target('textarea'), 'input'],
    [target('select'), 'change'],
    [target('input', { inputType: 'checkbox' }), undefined],
    [target('input', { inputType: 'radio' }), undefined],
    [target('input', { inputType: 'file' }), undefined],
    [target('div'), undefined],
  ] as const)('replays a changed %j as %s', (facts, expected) => {
    expect(valueReplay(facts)).toBe(expected);
  });
});
