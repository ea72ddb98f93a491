/**
 * A vehicle-page line icon inside a React island: the same SVG as VehicleIcon.astro, drawn from
 * the same paths (vehicle-icons.ts); it takes the path itself so a bundle carries only its icons.
 * Decorative: the control it sits in carries the name.
 */
export default function VehicleIcon({ path, className = 'size-5' }: { path: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
