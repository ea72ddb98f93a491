/** Opens and closes the holiday-hours dialogs: a [data-dialog-open=id] button opens <dialog id>, Escape, Close or the backdrop closes it. */
export function wireDialogs(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-dialog-open]')) {
    if (button.dataset.wired) continue;
    button.dataset.wired = '1';
    const dialog = document.getElementById(button.dataset.dialogOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    button.addEventListener('click', () => dialog.showModal());
    dialog.addEventListener('click', (event) => {
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      if (event.target === dialog || (event.target as Element).closest('[data-dialog-close]')) dialog.close();
    });
    dialog.addEventListener('close', () => button.focus());
  }
}
