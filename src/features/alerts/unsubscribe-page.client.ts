/** The unsubscribe page in the browser: the token from the link, one press, the API's answer. */
import { callApi } from '../accounts/account-api.client';

interface UnsubscribeText {
  searchDone: string;
  searchGone: string;
  allDone: string;
  working: string;
  failed: string;
}

interface UnsubscribeAnswer {
  stopped: 'search' | 'all';
  search_name?: string;
}

/** The sentence for an answer. */
export function unsubscribeResult(answer: UnsubscribeAnswer, text: UnsubscribeText): string {
  if (answer.stopped === 'all') return text.allDone;
  return answer.search_name ? text.searchDone.replace('{name}', answer.search_name) : text.searchGone;
}

/** Wires the page: shows the confirm button when the link carries a token. */
export function initUnsubscribePage(root: HTMLElement): void {
  const token = new URLSearchParams(location.search).get('token')?.trim();
  if (!token) return;
  const text = JSON.parse(root.dataset.text ?? '{}') as UnsubscribeText;
  const form = root.querySelector<HTMLFormElement>('[data-with-token]')!;
  const result = root.querySelector<HTMLElement>('[data-unsubscribe-result]')!;
  root.querySelector<HTMLElement>('[data-without-token]')!.hidden = true;
  form.hidden = false;
  const button = form.querySelector('button')!;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    button.disabled = true;
    result.textContent = text.working;
    const answer = await callApi<UnsubscribeAnswer>('/api/alerts/unsubscribe', { method: 'POST', body: { token } });
    if (answer.ok) {
      form.hidden = true;
      result.textContent = unsubscribeResult(answer.data, text);
      return;
    }
    button.disabled = false;
    result.textContent = answer.message || text.failed;
  });
}
