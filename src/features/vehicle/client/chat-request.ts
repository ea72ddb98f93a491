/** The chat request both the button (chat.ts) and the script loader (chat-loader.ts) send. */

/** What the provider's script receives with `forecourt:open-chat`. */
export interface ChatRequest {
  provider: string;
  token: string;
  /** The car whose page the chat was opened on, so the provider (or the site's adapter) can tell the team. */
  carId?: string;
  /** That car's type (new, used or demo), which decides the enquiry's event id. */
  carType?: string;
}

/** Announces the request the provider's script listens for. */
export function requestChat(detail: ChatRequest): void {
  document.dispatchEvent(new CustomEvent('forecourt:open-chat', { detail }));
}
