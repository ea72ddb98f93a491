/**
 * The forwarding worker: sends due outbox rows to the dealer's CRM (webhook, ADF by HTTP, email
 * over SMTP), marks them delivered, or schedules a retry with exponential backoff; after the last
 * attempt the row stays visible as undelivered. Rows are claimed first, so two workers (two servers) never send the same row twice.
 */
import type { AppDeps, OutboxPolicy } from '../deps';
import { DEFAULT_OUTBOX_POLICY } from '../deps';
import type { OutboxItem } from '../storage/types';
import { leadToAdf } from './adf';
import { adfPartiesFor } from './adf-parties';
import { parseEmailChannel } from './channels';
import { sendLeadEmail, smtpFailure } from './email-delivery';
import { SIGNATURE_HEADER, signature, webhookBody } from './webhook';

/** What one pass did. */
export interface OutboxRun {
  delivered: number;
  retrying: number;
  gaveUp: number;
}

/** Delay before retry number `attempt` (1-based): base × 2^(attempt−1), capped. */
export function backoffMs(attempt: number, policy: Pick<OutboxPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);
}

async function request(
  item: OutboxItem,
  deps: AppDeps,
  unixSeconds: number,
): Promise<{ url: string; init: RequestInit } | undefined> {
  const { crm, site } = deps.settings;
  const headers: Record<string, string> = { 'Idempotency-Key': `${item.lead.id}:${item.channel}` };
  let body: string;
  let url: string | undefined;
  if (item.channel === 'webhook') {
    url = crm.webhookUrl;
    body = webhookBody(site, item.lead);
    headers['Content-Type'] = 'application/json';
  } else {
    url = crm.adfUrl;
    body = leadToAdf(item.lead, await adfPartiesFor(item.lead, deps));
    headers['Content-Type'] = 'application/xml; charset=utf-8';
  }
  if (!url) return undefined;
  if (crm.secret) headers[SIGNATURE_HEADER] = signature(crm.secret, body, unixSeconds);
  return { url, init: { method: 'POST', headers, body } };
}

/**
 * Why an HTTP attempt failed, for the undelivered list: fetch says only "fetch failed", so the
 * network's reason beneath it is given (`ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:443`).
 */
export function httpFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined;
  return cause ? `${cause.code ?? cause.name}: ${cause.message}` : `${error.name}: ${error.message}`;
}

/**
 * Stops waiting for a send after `ms`: a pass must end in time (the Netlify worker has 30 s). An email
 * the server takes after that is sent again later with the same Message-ID, which the CRM drops.
 */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(Object.assign(new Error(`${what} server did not answer within ${ms / 1000} s`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One pass over the due outbox rows (call it on a timer; tests call it directly). */
export async function processOutbox(deps: AppDeps, batchSize = 50): Promise<OutboxRun> {
  const policy = { ...DEFAULT_OUTBOX_POLICY, ...deps.outboxPolicy };
  const now = deps.now ?? Date.now;
  const send = deps.fetch ?? fetch;
  const log = deps.log ?? console.log;
  const run: OutboxRun = { delivered: 0, retrying: 0, gaveUp: 0 };
  const items = await deps.storage.claimDueOutbox(now(), batchSize, policy.timeoutMs * 3);
  await Promise.all(
    items.map(async (item) => {
      let failure: string;
      const recipient = parseEmailChannel(item.channel);
      try {
        if (recipient) {
          await withTimeout(sendLeadEmail(item, recipient, deps), policy.timeoutMs, 'SMTP');
          await deps.storage.markDelivered(item.id, now());
          run.delivered += 1;
          return;
        }
        const call = await request(item, deps, Math.floor(now() / 1000));
        if (!call) {
          failure = `no ${item.channel} URL configured`;
        } else {
          const response = await send(call.url, { ...call.init, signal: AbortSignal.timeout(policy.timeoutMs) });
          await response.body?.cancel();
          if (response.ok) {
            await deps.storage.markDelivered(item.id, now());
            run.delivered += 1;
            return;
          }
          failure = `HTTP ${response.status}`;
        }
      } catch (error) {
        failure = recipient ? smtpFailure(error) : httpFailure(error);
      }
      const attempt = item.attempts + 1;
      if (attempt >= policy.maxAttempts) {
        await deps.storage.markAttemptFailed(item.id, failure, null);
        run.gaveUp += 1;
        log(
          `[forecourt] lead ${item.lead.id} could not be delivered by ${item.channel} after ${attempt} attempts (${failure}); it is listed as undelivered`,
        );
      } else {
        await deps.storage.markAttemptFailed(item.id, failure, now() + backoffMs(attempt, policy));
        run.retrying += 1;
      }
    }),
  );
  return run;
}
