/** The Favourite toggle's custom element tag, shared by the element and its on-demand loader. */
export const FAVOURITE_TAG = 'fc-favourite';
