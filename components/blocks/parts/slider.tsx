"use client";
// A horizontal, scroll-snapping row of slides. Without JavaScript it is a row the visitor scrolls
// (by touch, trackpad, or arrow keys once the row has focus); in the browser it gains previous/next
// buttons and a position announced to screen readers (the slides shown whole: "2 to 4 of 5" when
// several show at once). At either end its button says it can go no further (aria-disabled) and
// keeps the focus, rather than being disabled under it. Nothing moves by itself.
import { Children, useCallback, useRef, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { prefersReducedMotion, useIsClient } from "./is-client.ts";
import { positionText, sliderPosition, type SliderPosition } from "./slider-position.ts";
import styles from "./slider.module.css";
import { StrokeIcon } from "./stroke-icon.tsx";

interface Props {
  /** Accessible name of the row of slides. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Position text with {index} and {total}, e.g. "{index} of {total}". */
  positionTemplate: string;
  /** Position text when several slides show at once, with {first}, {last} and {total}. */
  rangeTemplate: string;
  /** Sets how many slides show at once (see slider.module.css). */
  variant: "single" | "cards";
  children: ReactNode;
}

const initial = "0|0|1|0";

function readPosition(track: HTMLElement | null): string {
  if (!track) return initial;
  const slides = Array.from(track.children) as HTMLElement[];
  const origin = slides[0]?.offsetLeft ?? 0;
  const position = sliderPosition(
    slides.map((slide) => ({ start: slide.offsetLeft - origin, width: slide.offsetWidth })),
    { left: track.scrollLeft, width: track.clientWidth, max: track.scrollWidth - track.clientWidth },
  );
  return `${position.first}|${position.last}|${position.atStart ? 1 : 0}|${position.atEnd ? 1 : 0}`;
}

function parse(snapshot: string): SliderPosition {
  const [first, last, atStart, atEnd] = snapshot.split("|");
  return { first: Number(first), last: Number(last), atStart: atStart === "1", atEnd: atEnd === "1" };
}

/** Where the row is scrolled to (which slides show whole), read again as it scrolls or resizes. */
function useSliderPosition(trackRef: RefObject<HTMLUListElement | null>): SliderPosition {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const track = trackRef.current;
      if (!track) return () => undefined;
      track.addEventListener("scroll", onChange, { passive: true });
      const resize = new ResizeObserver(onChange);
      resize.observe(track);
      return () => {
        track.removeEventListener("scroll", onChange);
        resize.disconnect();
      };
    },
    [trackRef],
  );
  return parse(
    useSyncExternalStore(
      subscribe,
      () => readPosition(trackRef.current),
      () => initial,
    ),
  );
}

/** Scrolls the row to its slide `index` (kept within the row), smoothly unless motion is reduced. */
function goTo(track: HTMLElement | null, index: number) {
  const items = track ? (Array.from(track.children) as HTMLElement[]) : [];
  const target = items[Math.max(0, Math.min(index, items.length - 1))];
  if (!track || !target || !items[0]) return;
  track.scrollTo({
    left: target.offsetLeft - items[0].offsetLeft,
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
}

export function Slider({ label, previousLabel, nextLabel, positionTemplate, rangeTemplate, variant, children }: Props) {
  const trackRef = useRef<HTMLUListElement>(null);
  const enhanced = useIsClient();
  const slides = Children.toArray(children);
  const total = slides.length;
  const position = useSliderPosition(trackRef);
  const move = (index: number) => goTo(trackRef.current, index);

  const text = positionText(position, total, { one: positionTemplate, range: rangeTemplate });

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
          <button
            type="button"
            className={styles.button}
            onClick={() => (position.atStart ? undefined : move(position.first - 1))}
            aria-disabled={position.atStart}
            aria-label={previousLabel}
          >
            <StrokeIcon path="M15 5l-7 7 7 7" size={22} />
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => (position.atEnd ? undefined : move(position.first + 1))}
            aria-disabled={position.atEnd}
            aria-label={nextLabel}
          >
            <StrokeIcon path="M9 5l7 7-7 7" size={22} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
