// The picture of a news item or event that has none: a geometric composition in the palette,
// the same for an item every time (chosen from its id), different from its neighbours'. It
// carries no words: the card's badge already says what the item is.
import type { ReactNode } from "react";
import type { EventSummary } from "@/lib/events/types.ts";

const navy = "var(--color-navy)";
const gold = "var(--color-gold)";
const pale = "var(--color-pale)";
const mist = "var(--color-mist)";
const inkSoft = "var(--color-ink-soft)";

/** Four compositions on a 400 × 300 grid; each is drawn on two grounds. */
const compositions: ((ground: string, ink: string, accent: string) => ReactNode)[] = [
  // Columns of a page, with a round headline mark.
  (ground, ink, accent) => (
    <>
      <rect width="400" height="300" fill={ground} />
      <circle cx="300" cy="92" r="52" fill={accent} />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <rect
          key={row}
          x="48"
          y={60 + row * 34}
          width={row % 3 === 2 ? 120 : 180}
          height="14"
          rx="7"
          fill={ink}
          opacity={0.55}
        />
      ))}
      <rect x="240" y="176" width="112" height="14" rx="7" fill={ink} opacity={0.55} />
      <rect x="240" y="210" width="84" height="14" rx="7" fill={ink} opacity={0.55} />
    </>
  ),
  // Quarter circles from a corner.
  (ground, ink, accent) => (
    <>
      <rect width="400" height="300" fill={ground} />
      {[260, 200, 140, 80].map((r, index) => (
        <circle
          key={r}
          cx="400"
          cy="300"
          r={r}
          fill={index === 3 ? accent : "none"}
          stroke={ink}
          strokeWidth="18"
          opacity={index === 3 ? 1 : 0.5}
        />
      ))}
      <circle cx="86" cy="82" r="22" fill={accent} />
    </>
  ),
  // A grid of dots, a few lit.
  (ground, ink, accent) => (
    <>
      <rect width="400" height="300" fill={ground} />
      {Array.from({ length: 7 * 5 }, (_, index) => {
        const col = index % 7;
        const row = Math.floor(index / 7);
        const lit = [3, 11, 12, 26].includes(index);
        return (
          <circle
            key={index}
            cx={50 + col * 50}
            cy={50 + row * 50}
            r={lit ? 16 : 9}
            fill={lit ? accent : ink}
            opacity={lit ? 1 : 0.45}
          />
        );
      })}
    </>
  ),
  // Diagonal bands meeting a sun.
  (ground, ink, accent) => (
    <>
      <rect width="400" height="300" fill={ground} />
      <circle cx="110" cy="120" r="64" fill={accent} />
      {[0, 1, 2].map((band) => (
        <path
          key={band}
          d={`M ${-40 + band * 90} 300 L ${220 + band * 90} 0 L ${262 + band * 90} 0 L ${2 + band * 90} 300 Z`}
          fill={ink}
          opacity={0.5}
        />
      ))}
    </>
  ),
];

export function ItemTile({ item }: { item: Pick<EventSummary, "id" | "kind"> }) {
  const draw = compositions[item.id % compositions.length] ?? compositions[0];
  // Events on navy, news on the pale ground: the two kinds read apart in a mixed list.
  const [ground, ink] = item.kind === "event" ? [navy, mist] : [pale, inkSoft];
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      {draw?.(ground, ink, gold)}
    </svg>
  );
}
