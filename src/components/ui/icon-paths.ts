/**
 * The line icons' paths (24×24, stroked with currentColor): one table for Icon.astro and the
 * islands' Icon.tsx. Each path is its own export too, so an island's bundle carries only the icons
 * it draws (an object's unused keys are not shaken out of a bundle).
 */
export const MENU_ICON = 'M4 6h16M4 12h16M4 18h16';
export const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';
export const PHONE_ICON = 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2';
export const HEART_ICON = 'M12 20s-7-4.35-7-10a4 4 0 017-2.65A4 4 0 0119 10c0 5.65-7 10-7 10z';
export const SEARCH_ICON = 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4';
export const CHEVRON_ICON = 'M6 9l6 6 6-6';
export const ARROW_ICON = 'M5 12h14M13 6l6 6-6 6';
export const TAG_ICON = 'M3 12V4h8l9 9-8 8-9-9zM7.5 7.5h.01';
export const WRENCH_ICON =
  'M14.7 6.3a4 4 0 005 5L21 13l-8 8-2-2 1.3-1.3a4 4 0 01-5-5L3 9l3-3 2 2 1.3-1.3a4 4 0 015.4-.4z';
export const CAR_ICON = 'M3 13l2-5a2 2 0 012-1h10a2 2 0 012 1l2 5v5h-3v-2H6v2H3v-5zM6.5 13h.01M17.5 13h.01';
export const PIN_ICON = 'M12 21s-7-6.1-7-11a7 7 0 0114 0c0 4.9-7 11-7 11zM12 12a2 2 0 100-4 2 2 0 000 4z';
export const CLOCK_ICON = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2';
export const SHIELD_ICON = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z';
export const CHECK_ICON = 'M5 12l5 5 9-10';
export const STAR_ICON = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z';

/** Every icon by name (Icon.astro's `name`). */
export const ICON_PATHS = {
  menu: MENU_ICON,
  close: CLOSE_ICON,
  phone: PHONE_ICON,
  heart: HEART_ICON,
  search: SEARCH_ICON,
  chevron: CHEVRON_ICON,
  arrow: ARROW_ICON,
  tag: TAG_ICON,
  wrench: WRENCH_ICON,
  car: CAR_ICON,
  pin: PIN_ICON,
  clock: CLOCK_ICON,
  shield: SHIELD_ICON,
  check: CHECK_ICON,
  star: STAR_ICON,
} as const;

/** One icon's name. */
export type IconName = keyof typeof ICON_PATHS;
