/**
 * Paint names used across the demo stock and the hex each is drawn in. Names are generic
 * (no manufacturer trademarks), so any make can carry any of them.
 */
export const PAINT: Record<string, string> = {
  'Glacier White': '#eef0f1',
  'Frosted White': '#f4f3ee',
  'Pearl White': '#e9e7e0',
  'Silver Metallic': '#b7bcc2',
  'Graphite Grey': '#4d5258',
  'Gunmetal Grey': '#5f656c',
  'Eclipse Black': '#1c1d20',
  'Midnight Blue': '#1b2b4b',
  'Ocean Blue': '#1f5f9e',
  'Electric Blue': '#2a6fd6',
  'Crimson Red': '#a3161d',
  'Flame Red': '#c9261c',
  'Burnt Orange': '#c4571d',
  'Bronze Metallic': '#8a6a49',
  'Olive Green': '#5b6647',
  'Forest Green': '#2e4d3a',
  'Sandstone Beige': '#c8b594',
  'Sunburst Yellow': '#e1b323',
  'Matte Black': '#2a2b2d',
  'Racing Green': '#1f4a36',
};

/** Hex colour for a paint name (a neutral silver when the name is unknown). */
export function paintHex(name: string): string {
  return PAINT[name] ?? '#b7bcc2';
}
