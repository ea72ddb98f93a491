/**
 * The vehicle page's line icons beyond the shared set (24×24 paths, drawn with currentColor): one
 * home for both VehicleIcon.astro and the React VehicleIcon.tsx. Each path is its own export so an
 * island's bundle keeps only the icons it draws.
 */

export const ICON_SHARE =
  'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zM18 22a3 3 0 100-6 3 3 0 000 6z';
export const ICON_PRINT =
  'M6 9V2h12v7M6 18H4a2 2 0 01-2-2v-5a2 2 0 012-2h16a2 2 0 012 2v5a2 2 0 01-2 2h-2M6 14h12v8H6z';
export const ICON_DOWNLOAD = 'M12 3v12M7 10l5 5 5-5M4 21h16';
export const ICON_PLAY = 'M7 4l13 8-13 8V4z';
export const ICON_EXPAND = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
export const ICON_SPIN = 'M12 6c5 0 9 1.8 9 4s-4 4-9 4-9-1.8-9-4 4-4 9-4zM7 17l-2 2 2 2M5 19c2.2.6 4.6 1 7 1';
export const ICON_CHAT = 'M4 5h16v11H8l-4 4V5z';
export const ICON_LEFT = 'M15 6l-6 6 6 6';
export const ICON_RIGHT = 'M9 6l6 6-6 6';
export const ICON_EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z';
export const ICON_FUEL =
  'M4 21V5a2 2 0 012-2h6a2 2 0 012 2v16M3 21h12M14 10h2a2 2 0 012 2v4a1.5 1.5 0 003 0V8l-3-3M7 8h4';
export const ICON_TRUCK =
  'M2 6h12v10H2zM14 10h4l3 3v3h-7M6.5 19a2 2 0 100-4 2 2 0 000 4zM17.5 19a2 2 0 100-4 2 2 0 000 4z';
export const ICON_FILE = 'M14 3H6v18h12V7l-4-4zM14 3v4h4M9 13h6M9 17h6';
export const ICON_GAUGE = 'M4 17a8 8 0 1116 0M12 17l4-5';
export const ICON_CALENDAR = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4';
export const ICON_INFO = 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 11v6M12 7h.01';

/** Every icon by the name VehicleIcon.astro takes. */
export const VEHICLE_ICON_PATHS = {
  share: ICON_SHARE,
  print: ICON_PRINT,
  download: ICON_DOWNLOAD,
  play: ICON_PLAY,
  expand: ICON_EXPAND,
  spin: ICON_SPIN,
  chat: ICON_CHAT,
  left: ICON_LEFT,
  right: ICON_RIGHT,
  eye: ICON_EYE,
  fuel: ICON_FUEL,
  truck: ICON_TRUCK,
  file: ICON_FILE,
  gauge: ICON_GAUGE,
  calendar: ICON_CALENDAR,
  info: ICON_INFO,
} as const;

/** An icon's name. */
export type VehicleIconName = keyof typeof VEHICLE_ICON_PATHS;
