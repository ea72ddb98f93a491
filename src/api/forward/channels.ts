/** Which outbox channels a stored lead goes to: the JSON webhook, and ADF when the lead carries a customer contact. */
import type { ApiSiteSettings } from '../settings';
import type { OutboxChannel } from '../storage/types';

/** ADF needs a customer contact (the lead's own, or for a follow-up step its parent's), so phone reveals go to the webhook only. */
export function leadChannels(crm: ApiSiteSettings['crm'], hasContact: boolean): OutboxChannel[] {
  return [...(crm.webhookUrl ? (['webhook'] as const) : []), ...(crm.adfUrl && hasContact ? (['adf'] as const) : [])];
}
