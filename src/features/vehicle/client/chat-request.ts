/** The chat request both the button (chat.ts) and the script loader (chat-loader.ts) send. */

/** What the provider's script receives with `forecourt:open-chat`. */
export interface ChatRequest {
  provider: string;
  token: string;
}

/** Announces the request the provider's script listens for. */
export function requestChat(detail: ChatRequest): void {
  document.dispatchEvent(new CustomEvent('forecourt:open-chat', { detail }));
}
