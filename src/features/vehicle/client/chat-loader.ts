/**
 * Loads the chat provider's script once, on the first press of an Instant Message button: every chat
 * button shows busy until it has loaded, then the chat is requested. If the script cannot load, the
 * shopper goes to the enquiry form instead (the button stands where Enquire Now would be).
 */
import { requestChat, type ChatRequest } from './chat-request';

let loaded: Promise<void> | undefined;

function loadScript(src: string, detail: ChatRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.provider = detail.provider;
    script.dataset.token = detail.token;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`chat script ${src} did not load`));
    });
    document.head.append(script);
  });
}

/** Loads the script (once per page) and opens the chat. */
export async function openChat(button: HTMLButtonElement, src: string, detail: ChatRequest): Promise<void> {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-chat-open]')];
  for (const b of buttons) b.setAttribute('aria-busy', 'true');
  try {
    await (loaded ??= loadScript(src, detail));
    requestChat(detail);
  } catch (error) {
    loaded = undefined;
    console.warn('[chat]', error);
    if (button.dataset.fallback) window.location.assign(button.dataset.fallback);
  } finally {
    for (const b of buttons) b.removeAttribute('aria-busy');
  }
}
