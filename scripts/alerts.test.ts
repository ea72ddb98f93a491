import { describe, expect, it, vi } from 'vitest';
import { alertSummary, productionSkipReason } from './alerts';
import { alertSendCommand, onSuccess } from '../netlify/plugins/forecourt-alerts/index.js';

describe('the alert step in production', () => {
  it.each([
    [{ CONTEXT: 'deploy-preview', DATABASE_URL: 'postgres://x' }, 'a deploy-preview build sends no alerts'],
    [{ CONTEXT: 'production' }, 'no DATABASE_URL: alerts read the production database'],
    [{ CONTEXT: 'production', DATABASE_URL: 'postgres://x' }, undefined],
    [{ DATABASE_URL: 'postgres://x' }, undefined],
  ])('%o → %s', (env, reason) => {
    expect(productionSkipReason(env as NodeJS.ProcessEnv)).toBe(reason);
  });

  it('says what each phase did', () => {
    expect(alertSummary('demo', 'queue', { compared: false, queued: 0, sent: 0, failed: 0 })).toBe(
      '[forecourt] alerts for demo: first run, stock kept as the baseline',
    );
    expect(alertSummary('demo', 'queue', { compared: true, queued: 3, sent: 0, failed: 0 })).toBe(
      '[forecourt] alerts for demo: 3 queued (sent after the deploy)',
    );
    expect(alertSummary('demo', 'send', { compared: false, queued: 0, sent: 2, failed: 1 })).toBe(
      '[forecourt] alerts for demo: 2 sent, 1 failed (kept for the next run)',
    );
    expect(alertSummary('demo', 'both', { compared: true, queued: 1, sent: 1, failed: 0 })).toBe(
      '[forecourt] alerts for demo: 1 queued, 1 sent',
    );
  });

  it('the Netlify plugin sends after the deploy for the site being built', async () => {
    expect(alertSendCommand({ FORECOURT_SITE: 'harbour-toyota' })).toBe(
      'npm run alerts -- --site harbour-toyota --phase send --if-production',
    );
    expect(alertSendCommand({ FORECOURT_SITE: 'x; rm -rf /' })).toBeUndefined();
    expect(alertSendCommand({})).toBeUndefined();
    const command = vi.fn(async () => undefined);
    vi.stubEnv('FORECOURT_SITE', 'harbour-toyota');
    await onSuccess({ utils: { run: { command }, status: { show: vi.fn() } } });
    expect(command).toHaveBeenCalledWith('npm run alerts -- --site harbour-toyota --phase send --if-production');
    vi.unstubAllEnvs();
  });

  it('a failed send does not throw (onSuccess cannot fail a published deploy) and is shown', async () => {
    const show = vi.fn();
    vi.stubEnv('FORECOURT_SITE', 'harbour-toyota');
    await onSuccess({
      utils: {
        run: {
          command: async () => {
            throw new Error('SMS gateway down');
          },
        },
        status: { show },
      },
    });
    expect(show).toHaveBeenCalledWith({
      title: 'Alerts not sent',
      summary: 'SMS gateway down. They stay queued for the next build.',
    });
    vi.unstubAllEnvs();
  });
});
