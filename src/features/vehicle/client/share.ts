/**
 * Share: the Web Share sheet where the browser has one; otherwise the link is copied, the button
 * reads "Copied" for 1.5 s and the toast "Copied {car name} to your clipboard!" shows for 3 s.
 */
import { showToast } from './toast';

/** How long the button reads Copied. */
export const COPIED_MS = 1500;
/** How long the clipboard toast shows. */
export const TOAST_MS = 3000;

/** Wires the share button. */
export function initShare(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-share]')) {
    const label = button.querySelector<HTMLElement>('[data-share-label]');
    const idle = label?.textContent ?? '';
    button.addEventListener('click', async () => {
      const url = new URL(button.dataset.share ?? location.pathname, location.origin).href;
      const title = button.dataset.name ?? document.title;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          // The shopper closing the sheet is not a failure; anything else falls back to copying.
          if ((error as DOMException).name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
      } catch (error) {
        console.error('[vehicle] copy failed', error);
        return;
      }
      if (label) {
        label.textContent = button.dataset.copied ?? idle;
        setTimeout(() => (label.textContent = idle), COPIED_MS);
      }
      showToast(button.dataset.toast ?? '', TOAST_MS);
    });
  }
}
