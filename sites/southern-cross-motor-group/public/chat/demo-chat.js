/**
 * Southern Cross Motor Group's demo chat (issue 21 point 20): the adapter a dealer hosts for its chat
 * provider (features.chat.scriptUrl), here standing in for the provider itself so the demo shows chat
 * working with no request leaving the site. Loaded on the first Instant Message press, it opens a chat
 * window on `forecourt:open-chat`; the shopper's message, with name, email and phone as a provider's
 * pre-chat form asks, goes to the dealership through the site's own lead API (an enquiry about the
 * car, category "Instant Message") and the window says when the team will answer.
 */
(() => {
  if (window.__forecourtDemoChat) return;
  window.__forecourtDemoChat = true;

  const DEALER = 'Southern Cross Motor Group';
  const css = `
[data-demo-chat]{position:fixed;z-index:60;right:1rem;bottom:1rem;width:min(22rem,calc(100vw - 2rem));max-height:calc(100dvh - 2rem);display:flex;flex-direction:column;overflow:hidden;border-radius:var(--fc-radius,.5rem);border:1px solid var(--color-line,#d4d4d8);background:var(--color-page,#fff);color:var(--color-ink,#111);box-shadow:0 12px 32px rgb(0 0 0/.25);font:inherit;font-size:.9375rem}
[data-demo-chat][hidden]{display:none}
[data-demo-chat] header{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.75rem 1rem;background:var(--color-brand,#0b5cad);color:var(--fc-primary-contrast,#fff)}
[data-demo-chat] h2{margin:0;font-size:1rem;font-weight:700}
[data-demo-chat] header button{min-width:2.75rem;min-height:2.75rem;border:0;background:transparent;color:inherit;font-size:1.5rem;line-height:1;cursor:pointer}
[data-demo-chat] ol{list-style:none;margin:0;padding:.75rem 1rem;overflow-y:auto;display:flex;flex-direction:column;gap:.5rem}
[data-demo-chat] li{max-width:85%;padding:.5rem .75rem;border-radius:.75rem;background:var(--fc-panel,#f4f4f5);white-space:pre-wrap;overflow-wrap:anywhere}
[data-demo-chat] li[data-from=shopper]{align-self:flex-end;background:var(--color-brand,#0b5cad);color:var(--fc-primary-contrast,#fff)}
[data-demo-chat] form{display:grid;gap:.5rem;padding:.75rem 1rem 1rem;border-top:1px solid var(--color-line,#d4d4d8)}
[data-demo-chat] label{display:grid;gap:.125rem;font-size:.8125rem;font-weight:600}
[data-demo-chat] input,[data-demo-chat] textarea{font:inherit;font-weight:400;padding:.5rem;min-height:2.75rem;border:1px solid var(--color-line,#a1a1aa);border-radius:.375rem;background:var(--color-page,#fff);color:inherit}
[data-demo-chat] form button{min-height:2.75rem;border:0;border-radius:.375rem;background:var(--color-brand,#0b5cad);color:var(--fc-primary-contrast,#fff);font:inherit;font-weight:700;cursor:pointer}
[data-demo-chat] form button[disabled]{opacity:.7;cursor:progress}
[data-demo-chat] [data-chat-error]{margin:0;color:#b91c1c;font-size:.8125rem}`;

  let panel;

  function el(tag, props, ...children) {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  }

  function field(label, name, type, autocomplete) {
    const input =
      type === 'textarea'
        ? el('textarea', { name, rows: 3, required: true, maxLength: 2000 })
        : el('input', { name, type, required: true, autocomplete });
    return el('label', {}, label, input);
  }

  function say(list, from, text) {
    const item = el('li', {}, text);
    item.dataset.from = from;
    list.append(item);
    item.scrollIntoView({ block: 'nearest' });
  }

  function build() {
    document.head.append(el('style', { textContent: css }));
    const list = el('ol', { ariaLive: 'polite', ariaLabel: 'Messages' });
    const error = el('p', { hidden: true });
    error.dataset.chatError = '';
    error.setAttribute('role', 'alert');
    const send = el('button', { type: 'submit' }, 'Send');
    const form = el(
      'form',
      {},
      field('Your message', 'message', 'textarea'),
      field('Name', 'name', 'text', 'name'),
      field('Email', 'email', 'email', 'email'),
      field('Phone', 'phone', 'tel', 'tel'),
      error,
      send,
    );
    const close = el('button', { type: 'button', ariaLabel: 'Close chat', textContent: '×' });
    const heading = el('h2', { id: 'demo-chat-title' }, `Chat with ${DEALER}`);
    const box = el('section', {}, el('header', {}, heading, close), list, form);
    box.dataset.demoChat = '';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-labelledby', heading.id);
    say(
      list,
      'dealer',
      `Hi, thanks for visiting ${DEALER}. Ask us anything about this car and a salesperson will answer.`,
    );

    close.addEventListener('click', () => hide(box));
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') hide(box);
    });
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const data = Object.fromEntries(new FormData(form));
      error.hidden = true;
      send.disabled = true;
      try {
        const res = await fetch('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            kind: 'enquiry',
            ...data,
            ...car,
            category: 'Instant Message',
            url: window.location.href,
          }),
        });
        const body = await res.json().catch(() => ({}));
        if (!res.ok) throw new Error(body?.error?.fields?.[0]?.message ?? body?.error?.message ?? 'Please try again.');
        say(list, 'shopper', String(data.message));
        say(
          list,
          'dealer',
          `Thanks ${String(data.name).split(' ')[0]}, your message is with our sales team. We'll reply by phone or email within business hours.`,
        );
        form.elements.namedItem('message').value = '';
        form.elements.namedItem('message').focus();
      } catch (failure) {
        error.textContent = `Your message was not sent. ${failure instanceof Error ? failure.message : ''}`.trim();
        error.hidden = false;
      } finally {
        send.disabled = false;
      }
    });
    document.body.append(box);
    return box;
  }

  let opener;
  function hide(box) {
    box.hidden = true;
    if (opener instanceof HTMLElement) opener.focus();
  }

  let car = {};
  document.addEventListener('forecourt:open-chat', (event) => {
    const { carId, carType } = event.detail ?? {};
    car = { ...(carId ? { car_id: carId } : {}), ...(carType ? { car_type: carType } : {}) };
    opener = document.activeElement;
    panel ??= build();
    panel.hidden = false;
    panel.querySelector('textarea')?.focus();
  });
})();
