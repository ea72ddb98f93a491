/**
 * The media viewer's behaviour: mode switching, fullscreen (the Fullscreen API, or a fixed overlay
 * where it is missing), arrow keys for the spinner and, in fullscreen, the gallery; hotspot tips.
 */
import type { ViewerMode } from '../../../domain/viewer';
import type { MediaSlide } from '../media-view';
import { startGallery, type Gallery } from './viewer-gallery';
import { startSpinner, type Spinner } from './viewer-spin';

interface ViewerData {
  slides: MediaSlide[];
  spin: string[];
  interior?: string;
  autoRotate: boolean;
  intervalMs: number;
}

/** Wires one viewer section. */
export function initViewer(root: HTMLElement): void {
  const raw = root.querySelector('[data-viewer-data]')?.textContent;
  if (!raw) return;
  const data = JSON.parse(raw) as ViewerData;
  const stage = root.querySelector<HTMLElement>('[data-stage]');
  if (!stage) return;
  const panel = (mode: ViewerMode) => stage.querySelector<HTMLElement>(`[data-panel="${mode}"]`);
  const altTemplate = panel('gallery')?.querySelector<HTMLImageElement>('[data-main]')?.dataset.alt ?? '';
  const thumbs = [...root.querySelectorAll<HTMLElement>('[data-thumb]')];
  const galleryPanel = panel('gallery');
  const gallery: Gallery | undefined = galleryPanel
    ? startGallery(galleryPanel, data.slides, thumbs, (n) => altTemplate.replace('{n}', String(n)))
    : undefined;
  let spinner: Spinner | undefined;
  const spinPanel = panel('spinner');
  let mode = (root.dataset.mode ?? 'gallery') as ViewerMode;
  const ensureSpinner = () => {
    if (!spinner && spinPanel) spinner = startSpinner(spinPanel, data.spin, data.autoRotate, data.intervalMs);
  };
  if (mode === 'spinner') ensureSpinner();

  const setMode = (next: ViewerMode) => {
    if (next === mode) return;
    if (mode === 'gallery') gallery?.reset();
    if (mode === 'walkaround') panel('walkaround')?.querySelector('video')?.pause();
    mode = next;
    root.dataset.mode = next;
    for (const p of stage.querySelectorAll<HTMLElement>('[data-panel]')) p.hidden = p.dataset.panel !== next;
    for (const b of root.querySelectorAll<HTMLElement>('[data-mode-button]')) b.setAttribute('aria-pressed', String(b.dataset.modeButton === next));
    if (next === 'spinner') ensureSpinner();
    if (next === 'interior') {
      const img = stage.querySelector<HTMLImageElement>('[data-pano-img]');
      if (img && !img.src && data.interior) img.src = data.interior;
    }
  };
  for (const b of root.querySelectorAll<HTMLElement>('[data-mode-button]')) {
    b.addEventListener('click', () => setMode(b.dataset.modeButton as ViewerMode));
  }
  // A thumbnail opens the gallery at that slide.
  thumbs.forEach((t) => t.addEventListener('click', () => setMode('gallery'), { capture: true }));

  const fsButton = root.querySelector<HTMLElement>('[data-fullscreen]');
  const enterLabel = fsButton?.getAttribute('aria-label') ?? '';
  const isFull = () => document.fullscreenElement === root || root.classList.contains('fc-fullscreen');
  const syncFs = () => {
    const full = isFull();
    root.dataset.fullscreen = String(full);
    fsButton?.setAttribute('aria-label', full ? (fsButton.dataset.labelExit ?? enterLabel) : enterLabel);
  };
  fsButton?.addEventListener('click', async () => {
    if (isFull()) {
      if (document.fullscreenElement) await document.exitFullscreen();
      root.classList.remove('fc-fullscreen');
    } else if (root.requestFullscreen) {
      await root.requestFullscreen().catch(() => root.classList.add('fc-fullscreen'));
    } else {
      root.classList.add('fc-fullscreen');
    }
    syncFs();
    stage.focus();
  });
  document.addEventListener('fullscreenchange', syncFs);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && root.classList.contains('fc-fullscreen')) {
      root.classList.remove('fc-fullscreen');
      syncFs();
      return;
    }
    const handled = mode === 'spinner' ? spinner?.key(e.key) : mode === 'gallery' ? gallery?.key(e.key) : false;
    if (handled) e.preventDefault();
  };
  stage.addEventListener('keydown', onKey);
  // In fullscreen the arrow keys work wherever focus is (spec 01 §2.3).
  document.addEventListener('keydown', (e) => {
    if (isFull() && !stage.contains(e.target as Node)) onKey(e);
  });

  for (const spot of root.querySelectorAll<HTMLElement>('[data-hotspot]')) {
    const button = spot.querySelector('button');
    const tip = spot.querySelector<HTMLElement>('[role="tooltip"]');
    button?.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      button.setAttribute('aria-expanded', String(open));
      if (tip) tip.hidden = !open;
    });
  }
  root.dataset.ready = 'true';
}
