// Scrolling arithmetic for the scroll manager (components/layout/scroll-manager.tsx), pure so it is tested.

/** Ease in and out (cubic): slow start, fast middle, slow end. `progress` from 0 to 1. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * Where the window must scroll so an element sits where the browser would put it for a `#hash`:
 * its top, less its own scroll-margin-top and the page's scroll-padding-top, within the page.
 */
export function hashScrollTop(
  element: { top: number; scrollMarginTop: number },
  page: { scrollY: number; scrollPaddingTop: number; maxScrollY: number },
): number {
  const wanted = element.top + page.scrollY - element.scrollMarginTop - page.scrollPaddingTop;
  return Math.round(Math.min(page.maxScrollY, Math.max(0, wanted)));
}

/** A CSS length as computed (`72px`, `auto`) in pixels; anything else is 0. */
export function pixels(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/** The position of the window at `elapsed` ms of an animation from `from` to `to` lasting `duration` ms. */
export function scrollAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}
