"use client";
// Scrolling across navigations (SPEC.md §2), with manual scroll restoration:
// - a new page starts at the top, unless it holds an element with `data-keep-scroll`; a change
//   of query alone (filters) keeps the position;
// - a `#hash` scrolls to its element as the browser would (its scroll-margin-top and the page's
//   scroll-padding-top), smoothly over 500 ms within the page, at once with reduced motion;
// - back and forward land where the visitor was on that history entry (reload too).
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, type RefObject } from "react";
import { keepScrollAttribute, storageKeys, timings } from "@/config/site.ts";
import { anchorCandidates } from "@/lib/content-anchors.ts";
import { isClientNavigation, isSamePageHash } from "@/lib/navigation/links.ts";
import { hashScrollTop, pixels, scrollAt } from "@/lib/navigation/scroll.ts";

type Positions = Record<string, number>;

/** The current history entry's key (Navigation API), else its address. */
function entryKey(): string {
  const navigation = (window as { navigation?: { currentEntry?: { key?: string } | null } }).navigation;
  return navigation?.currentEntry?.key ?? window.location.href;
}

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKeys.scrollPositions) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  try {
    // The latest 50 entries are plenty.
    const kept = Object.entries(positions).slice(-50);
    sessionStorage.setItem(storageKeys.scrollPositions, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: positions are kept in memory for this page only.
  }
}

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function instantScroll(top: number) {
  window.scrollTo({ top, left: 0, behavior: "instant" });
}

/**
 * The element a `#hash` names: an id of the page, else the content's anchor of that name
 * (`#intro` → `user-content-intro`, an id or an `<a name>`; lib/content-anchors.ts).
 */
function hashTarget(hash: string): HTMLElement | null {
  let fragment = hash.replace(/^#/, "");
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // Not percent-encoded text: the fragment as it is.
  }
  for (const id of anchorCandidates(fragment)) {
    const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`a[name="${CSS.escape(id)}"]`);
    if (element) return element;
  }
  return null;
}

function hashTop(element: HTMLElement): number {
  const root = document.documentElement;
  return hashScrollTop(
    { top: element.getBoundingClientRect().top, scrollMarginTop: pixels(getComputedStyle(element).scrollMarginTop) },
    {
      scrollY: window.scrollY,
      scrollPaddingTop: pixels(getComputedStyle(root).scrollPaddingTop),
      maxScrollY: root.scrollHeight - window.innerHeight,
    },
  );
}

/** The link a click landed on, if any. */
function clickedAnchor(event: MouseEvent): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest("a") : null;
}

/** Adds the listeners; the function returned removes them. */
function listenAll(
  listeners: Array<[EventTarget | undefined, string, (event: never) => void, AddEventListenerOptions?]>,
) {
  for (const [target, type, listener, options] of listeners)
    target?.addEventListener(type, listener as EventListener, options);
  return () => {
    for (const [target, type, listener, options] of listeners)
      target?.removeEventListener(type, listener as EventListener, options);
  };
}

/** What the three concerns share about the page being shown and the navigation under way. */
interface ScrollState {
  positions: Positions;
  /** A back/forward is under way: the next address shown is restored, not sent to the top. */
  traversing: boolean;
  /**
   * A navigation is under way: the position of the page leaving was noted when it started, and
   * scroll events until the next page is shown (the browser clamping the position while the
   * content changes) belong to neither page.
   */
  navigating: boolean;
  shown: { pathname: string; search: string } | null;
}

export function ScrollManager() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const stateRef = useRef<ScrollState>({ positions: {}, traversing: false, navigating: false, shown: null });
  useEntryPositions(stateRef);
  useSamePageAnchors();
  useScrollOnShow(stateRef, pathname, search);
  return null;
}

/**
 * Each history entry's position: saved as the visitor scrolls and when a navigation starts (a
 * link, back/forward), kept across reloads (sessionStorage), and told back/forward apart.
 */
function useEntryPositions(stateRef: RefObject<ScrollState>) {
  useEffect(() => {
    const state = stateRef.current;
    history.scrollRestoration = "manual";
    state.positions = readPositions();
    let frame = 0;
    const save = () => {
      frame = 0;
      if (!state.navigating) state.positions[entryKey()] = window.scrollY;
    };
    let stale = 0;
    const leaving = () => {
      if (!state.navigating) state.positions[entryKey()] = window.scrollY;
      state.navigating = true;
      // A navigation that never shows a page (cancelled) does not stop the saving for long.
      window.clearTimeout(stale);
      stale = window.setTimeout(() => {
        state.navigating = false;
      }, 10_000);
    };
    const startTraversal = () => {
      leaving();
      state.traversing = true;
    };
    // Back/forward, told before anything renders (Next.js renders the entry it goes back to
    // synchronously in its own popstate listener, which may run before this one).
    const navigation = (window as { navigation?: EventTarget }).navigation;
    const onPopState = () => {
      if (isShown(state.shown)) traverseWithinPage(state);
      else if (!navigation) startTraversal();
    };
    const onNavigate = (event: Event & { navigationType?: string }) => {
      if (event.navigationType === "traverse") startTraversal();
    };
    const onNavigationClick = (event: MouseEvent) => {
      const anchor = clickedAnchor(event);
      if (anchor && isClientNavigation(event, anchor, window.location)) leaving();
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save);
    };
    const persist = () => writePositions(state.positions);
    const unlisten = listenAll([
      [window, "scroll", onScroll, { passive: true }],
      [window, "popstate", onPopState],
      [navigation, "navigate", onNavigate],
      [window, "pagehide", persist],
      [document, "click", onNavigationClick, { capture: true }],
    ]);
    return () => {
      persist();
      window.cancelAnimationFrame(frame);
      window.clearTimeout(stale);
      unlisten();
    };
  }, [stateRef]);
}

/** Back/forward between anchors of the page being shown: no render follows. */
function traverseWithinPage(state: ScrollState) {
  state.traversing = false;
  state.navigating = false;
  const saved = state.positions[entryKey()];
  const target = hashTarget(window.location.hash);
  if (saved !== undefined) instantScroll(saved);
  else if (target) instantScroll(hashTop(target));
}

/** Whether the address is the one of the page being shown (its path and query). */
function isShown(current: { pathname: string; search: string } | null): boolean {
  const params = new URLSearchParams(window.location.search).toString();
  return current !== null && current.pathname === window.location.pathname && current.search === params;
}

/** A link to an anchor of this page: a smooth scroll, the address updated, focus moved there. */
function useSamePageAnchors() {
  useEffect(() => {
    const animation = { current: 0 };
    const stopAnimation = () => window.cancelAnimationFrame(animation.current);
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = clickedAnchor(event);
      if (!anchor || (anchor.target && anchor.target !== "_self") || !isSamePageHash(anchor, window.location)) return;
      const target = hashTarget(new URL(anchor.href).hash);
      if (!target) return;
      event.preventDefault();
      history.pushState(history.state, "", new URL(anchor.href).hash);
      stopAnimation();
      scrollSmoothly(animation, hashTop(target), () => focusTarget(target));
    };
    const unlisten = listenAll([
      [document, "click", onClick],
      // The visitor takes over: the animation stops.
      [window, "wheel", stopAnimation, { passive: true }],
      [window, "touchstart", stopAnimation, { passive: true }],
    ]);
    return () => {
      stopAnimation();
      unlisten();
    };
  }, []);
}

/** Scrolls to `to` over `timings.scrollMs` (at once with reduced motion), then calls `done`. */
function scrollSmoothly(animation: { current: number }, to: number, done: () => void) {
  const from = window.scrollY;
  if (reducedMotion() || from === to) {
    instantScroll(to);
    done();
    return;
  }
  const started = performance.now();
  const step = (now: number) => {
    const elapsed = now - started;
    instantScroll(scrollAt(from, to, elapsed, timings.scrollMs));
    if (elapsed < timings.scrollMs) animation.current = window.requestAnimationFrame(step);
    else done();
  };
  animation.current = window.requestAnimationFrame(step);
}

/** A new address is shown: where it starts (restored, its anchor, the top, or where it was). */
function useScrollOnShow(stateRef: RefObject<ScrollState>, pathname: string, search: string) {
  useEffect(() => {
    const state = stateRef.current;
    const previous = state.shown;
    state.shown = { pathname, search };
    state.navigating = false;
    const saved = state.positions[entryKey()];
    if (state.traversing || previous === null) {
      // Back/forward, or a reload: where the visitor was on this entry, once the page is tall enough.
      state.traversing = false;
      if (saved !== undefined && !(previous === null && window.location.hash)) restore(saved);
      // A first load at `#x` where the browser found nothing to scroll to: the content's anchor `x`.
      else if (previous === null && window.location.hash) {
        const target = hashTarget(window.location.hash);
        if (target && !document.getElementById(window.location.hash.slice(1))) settle(() => hashTop(target));
      }
      return;
    }
    if (window.location.hash) {
      const target = hashTarget(window.location.hash);
      if (target) settle(() => hashTop(target));
      return;
    }
    if (previous.pathname === pathname) return; // the query alone changed (filters)
    if (document.querySelector(`[${keepScrollAttribute}]`)) return;
    settle(() => 0);
  }, [stateRef, pathname, search]);
}

/**
 * Scrolls now and again on the next two frames: Next.js scrolls a new segment into view in its own
 * layout effects, which may run after this one in a later commit of the same navigation.
 */
function settle(top: () => number) {
  instantScroll(top());
  let frames = 2;
  const again = () => {
    instantScroll(top());
    if (--frames > 0) window.requestAnimationFrame(again);
  };
  window.requestAnimationFrame(again);
}

/** Scrolls to a saved position, waiting (a second at most) for the page to be tall enough. */
function restore(top: number) {
  const deadline = performance.now() + 1000;
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || performance.now() > deadline) {
      settle(() => top);
      return;
    }
    window.requestAnimationFrame(attempt);
  };
  attempt();
}

/** Moves focus to a `#hash` target, as following the link natively does for the next Tab. */
function focusTarget(target: HTMLElement) {
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), { once: true });
  }
  target.focus({ preventScroll: true });
}
