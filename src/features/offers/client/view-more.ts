/** View more / View less on offer texts: swaps the cut text for the whole text and back. */
export function wireViewMore(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-view-more]')) {
    if (button.dataset.wired) continue;
    button.dataset.wired = '1';
    const box = button.closest<HTMLElement>('[data-collapsible]');
    const short = box?.querySelector<HTMLElement>('[data-text-short]');
    const full = box?.querySelector<HTMLElement>('[data-text-full]');
    if (!short || !full) continue;
    button.addEventListener('click', () => {
      const expand = button.getAttribute('aria-expanded') !== 'true';
      short.hidden = expand;
      full.hidden = !expand;
      button.setAttribute('aria-expanded', String(expand));
      button.textContent = expand ? (button.dataset.less ?? '') : (button.dataset.more ?? '');
    });
  }
}
