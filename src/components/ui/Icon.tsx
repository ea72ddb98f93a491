/** Small line icons (24×24, currentColor) for islands, drawn as Icon.astro draws them. Decorative unless a label is given. */
import { ICON_PATHS, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  className?: string;
  label?: string;
}

export default function Icon({ name, className = 'size-5', label }: IconProps) {
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
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
