"use client";
// A figure that counts up from zero the first time it scrolls into view. The server renders the
// final figure, so it is there without JavaScript; with reduced motion, or when the figure is
// already on screen at load, it never moves. Screen readers read the final figure only.
import { useEffect, useRef } from "react";
import { prefersReducedMotion } from "./is-client.ts";

interface Props {
  value: number;
  /** BCP 47 tag for number formatting (fr-FR: 120 000; en-GB: 120,000). */
  locale: string;
  durationMs?: number;
  className?: string;
}

export function CountUp({ value, locale, durationMs = 1400, className }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const decimals = Number.isInteger(value) ? 0 : (String(value).split(".")[1]?.length ?? 0);
  const format = (n: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
  const final = format(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    // Already visible: leave the final figure (no flash back to zero).
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    const formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    element.textContent = formatter.format(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const started = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - started) / durationMs);
          const eased = 1 - (1 - progress) ** 3;
          element.textContent = formatter.format(progress === 1 ? value : Number((value * eased).toFixed(decimals)));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      element.textContent = formatter.format(value);
    };
  }, [value, locale, decimals, durationMs]);

  return (
    <>
      <span ref={ref} className={className} aria-hidden="true" data-count-to={final}>
        {final}
      </span>
      <span className="visually-hidden">{final}</span>
    </>
  );
}
