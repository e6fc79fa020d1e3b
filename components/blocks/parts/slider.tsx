"use client";
// A horizontal, scroll-snapping row of slides. Without JavaScript it is a row the visitor scrolls
// (by touch, trackpad, or arrow keys once the row has focus); in the browser it gains previous/next
// buttons and a position announced to screen readers. Nothing moves by itself.
import { Children, useCallback, useRef, useSyncExternalStore, type ReactNode } from "react";
import { prefersReducedMotion, useIsClient } from "./is-client.ts";
import styles from "./slider.module.css";

interface Props {
  /** Accessible name of the row of slides. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Position text with {index} and {total}, e.g. "{index} of {total}". */
  positionTemplate: string;
  /** Sets how many slides show at once (see slider.module.css). */
  variant: "single" | "cards";
  children: ReactNode;
}

interface Position {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

const initial = "0|1|0";

function readPosition(track: HTMLElement | null): string {
  if (!track) return initial;
  const slides = Array.from(track.children) as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  const start = track.scrollLeft;
  let index = 0;
  slides.forEach((slide, i) => {
    if (Math.abs(slide.offsetLeft - origin - start) < Math.abs((slides[index]?.offsetLeft ?? 0) - origin - start)) index = i;
  });
  const atStart = start <= 2;
  const atEnd = start + track.clientWidth >= track.scrollWidth - 2;
  return `${index}|${atStart ? 1 : 0}|${atEnd ? 1 : 0}`;
}

function parse(snapshot: string): Position {
  const [index, atStart, atEnd] = snapshot.split("|");
  return { index: Number(index), atStart: atStart === "1", atEnd: atEnd === "1" };
}

export function Slider({ label, previousLabel, nextLabel, positionTemplate, variant, children }: Props) {
  const trackRef = useRef<HTMLUListElement>(null);
  const enhanced = useIsClient();
  const slides = Children.toArray(children);
  const total = slides.length;

  const subscribe = useCallback((onChange: () => void) => {
    const track = trackRef.current;
    if (!track) return () => undefined;
    track.addEventListener("scroll", onChange, { passive: true });
    const resize = new ResizeObserver(onChange);
    resize.observe(track);
    return () => {
      track.removeEventListener("scroll", onChange);
      resize.disconnect();
    };
  }, []);
  const position = parse(
    useSyncExternalStore(
      subscribe,
      () => readPosition(trackRef.current),
      () => initial,
    ),
  );

  const goTo = (index: number) => {
    const track = trackRef.current;
    const items = track ? (Array.from(track.children) as HTMLElement[]) : [];
    const target = items[Math.max(0, Math.min(index, items.length - 1))];
    if (!track || !target || !items[0]) return;
    track.scrollTo({ left: target.offsetLeft - items[0].offsetLeft, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  const text = positionTemplate.replace("{index}", String(position.index + 1)).replace("{total}", String(total));

  return (
    <div className={`${styles.slider} ${styles[variant]}`} data-enhanced={enhanced ? "" : undefined}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable row must be reachable by keyboard (WCAG 2.1.1): it takes focus, arrow keys scroll it */}
      <ul ref={trackRef} className={styles.track} tabIndex={0} aria-label={label}>
        {slides.map((slide, index) => (
          <li key={index} className={styles.slide}>
            {slide}
          </li>
        ))}
      </ul>
      {enhanced && total > 1 ? (
        <div className={styles.controls}>
          <p className={styles.position} aria-live="polite" aria-atomic="true">
            {text}
          </p>
          <button type="button" className={styles.button} onClick={() => goTo(position.index - 1)} disabled={position.atStart} aria-label={previousLabel}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={styles.button} onClick={() => goTo(position.atEnd ? total - 1 : position.index + 1)} disabled={position.atEnd} aria-label={nextLabel}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
