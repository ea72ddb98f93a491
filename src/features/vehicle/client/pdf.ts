/**
 * PDF download (spec 01 §4.5, §7, §8): the button reads "Preparing" while the file is made in the
 * browser from this page's sheet, then it is saved as {slug}.pdf; a failure is a browser alert. The
 * sheet's reader and the PDF writer load on the press: the page's first view pays for neither.
 */
import { trackEvent } from '../../analytics/track.client';
import { ANALYTICS_EVENTS } from '../../analytics/events';

/** Wires the PDF button. */
export function initPdf(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-pdf]')) {
    const label = button.querySelector<HTMLElement>('[data-pdf-label]');
    const idle = label?.textContent ?? '';
    button.addEventListener('click', async () => {
      if (button.disabled) return;
      button.disabled = true;
      if (label) label.textContent = button.dataset.preparing ?? idle;
      try {
        const [{ readSheet }, { sheetPdf }] = await Promise.all([import('./sheet'), import('./pdf-sheet')]);
        const sheet = readSheet(document);
        if (!sheet) throw new Error('the page has no vehicle details');
        const heading = (id: string) => document.getElementById(id)?.textContent?.trim() ?? '';
        const bytes = await sheetPdf(sheet, location.href.split('#')[0] ?? location.href, {
          call: button.dataset.call ?? '{phone}',
          keyInfo: heading('key-info-title'),
          specs: heading('specs-title'),
          features: document.getElementById('tab-features')?.textContent?.trim() ?? '',
          comments: document.getElementById('tab-comments')?.textContent?.trim() ?? '',
          finance: button.dataset.financeHeading ?? '',
        });
        const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = button.dataset.file ?? 'vehicle.pdf';
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        trackEvent(ANALYTICS_EVENTS.printPdf, { car_slug: button.dataset.pdf });
      } catch (error) {
        // The shopper is told in plain words; what went wrong is for the console (spec 01 §8: an alert).
        console.error('[vehicle] PDF not made', error);
        alert(button.dataset.failed ?? '');
      } finally {
        button.disabled = false;
        if (label) label.textContent = idle;
      }
    });
  }
}
