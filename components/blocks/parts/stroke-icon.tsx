// A line-drawn mark (a chevron, an arrow): one path in the current colour, hidden from assistive
// technologies (the control it sits in is named).
interface Props {
  /** The path's `d`, on a 24 × 24 grid. */
  path: string;
  size: number;
  className?: string;
}

export function StrokeIcon({ path, size, className }: Props) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
