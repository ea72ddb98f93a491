import { describe, expect, it } from 'vitest';
import { BASELINE_COMMIT, baselineStep } from './baseline';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('baselineStep', () => {
  it('reuses a checkout of the commit installed from the lock file it has', () => {
    expect(baselineStep(A, A, { commit: A, lockHash: 'h1' }, 'h1', true)).toBe('reuse');
  });

  it('installs again when the packages are missing or came from another commit or lock file', () => {
    expect(baselineStep(A, A, { commit: A, lockHash: 'h1' }, 'h1', false)).toBe('install');
    expect(baselineStep(A, A, undefined, 'h1', true)).toBe('install');
    expect(baselineStep(A, A, { commit: B, lockHash: 'h1' }, 'h1', true)).toBe('install');
    expect(baselineStep(A, A, { commit: A, lockHash: 'h0' }, 'h1', true)).toBe('install');
  });

  it('checks out when the folder holds another commit or none', () => {
    expect(baselineStep(A, B, { commit: B, lockHash: 'h1' }, 'h1', true)).toBe('checkout');
    expect(baselineStep(A, undefined, undefined, undefined, false)).toBe('checkout');
  });

  it('defaults to the last commit before the React islands (issue 19)', () => {
    expect(BASELINE_COMMIT).toBe('2c5194e33834f578f635a7857e231c6a2c44786e');
  });
});
