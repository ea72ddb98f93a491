import { describe, expect, it } from 'vitest';
import { createTranslator } from '../config/messages';
import { favouriteLabels, heartLabels, toastLabels } from './favourite-labels';

describe('favouriteLabels', () => {
  it('uses the spec wording for a watchlist', () => {
    expect(favouriteLabels(createTranslator(), 'watchlist')).toEqual({
      save: 'Save to watchlist',
      remove: 'Remove from watchlist',
      savedTitle: 'Car Saved In Watchlist',
      savedText: '{name} is now available in your watchlist',
      removedTitle: 'Car Removed',
      removedText: '{name} is no longer in your watchlist',
      viewList: 'View List',
      close: 'Close',
      listPath: '/my-garage',
      failed: 'Something went wrong. Please try again.',
    });
  });

  it('names the garage on garage sites', () => {
    const labels = favouriteLabels(createTranslator(), 'garage');
    expect([labels.save, labels.savedTitle, labels.removedText]).toEqual([
      'Save to garage',
      'Car Saved In Garage',
      '{name} is no longer in your garage',
    ]);
  });
});

describe('heartLabels and toastLabels', () => {
  it('split the labels between every heart and the page toasts, leaving nothing out', () => {
    const labels = favouriteLabels(createTranslator(), 'favourites');
    expect(heartLabels(labels)).toEqual({ save: 'Save to favourites', remove: 'Remove from favourites' });
    expect({ ...heartLabels(labels), ...toastLabels(labels) }).toEqual(labels);
    expect(Object.keys(toastLabels(labels))).not.toContain('save');
  });
});
