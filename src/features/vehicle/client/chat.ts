/**
 * Instant Message (spec 01 §2.3, §6; spec 02: "a chat token enables a chat button"). Pressing the
 * button asks for the chat with `forecourt:open-chat` ({ provider, token, carId, carType }). When the site names the
 * provider's script (features.chat.scriptUrl), chat-loader.ts, fetched on the first press, adds it
 * once and asks after it has loaded; the script (or the adapter the site hosts for its provider)
 * opens its window on that event. Without a script URL nothing is loaded: local and test sites make
 * no outside request.
 */
import { requestChat } from './chat-request';

/** Wires the Instant Message buttons. */
export function initChat(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-chat-open]')) {
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-busy') === 'true') return;
      document.documentElement.dataset.chatBubble = 'opened';
      const detail = {
        provider: button.dataset.provider ?? '',
        token: button.dataset.token ?? '',
        ...(button.dataset.car ? { carId: button.dataset.car } : {}),
        ...(button.dataset.carType ? { carType: button.dataset.carType } : {}),
      };
      const script = button.dataset.script;
      if (!script) return requestChat(detail);
      void import('./chat-loader')
        .then(({ openChat }) => openChat(button, script, detail))
        .catch((error: unknown) => console.warn('[chat] the loader failed', error));
    });
  }
}
