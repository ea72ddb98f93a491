/**
 * Small line icons (24×24, currentColor) for islands, drawn as Icon.astro draws them, from the same
 * paths: pass one of icon-paths.ts's exports (`CLOSE_ICON`), so the island's bundle carries only
 * that path. Decorative unless a label is given.
 */
export interface IconProps {
  /** An icon path from icon-paths.ts. */
  path: string;
  className?: string;
  label?: string;
}

export default function Icon({ path, className = 'size-5', label }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : 'true'}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
