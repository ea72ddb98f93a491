/**
 * Instant Message (spec 01 §2.3, §6): the chat provider's own script is not on the page until the
 * shopper asks for it. Pressing the button announces `forecourt:open-chat` with the provider and the
 * public token; the site's chat integration listens for it and loads the provider then.
 */

/** Wires the Instant Message buttons. */
export function initChat(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-chat-open]')) {
    button.addEventListener('click', () => {
      document.documentElement.dataset.chatBubble = 'opened';
      document.dispatchEvent(new CustomEvent('forecourt:open-chat', { detail: { provider: button.dataset.provider, token: button.dataset.token } }));
    });
  }
}
