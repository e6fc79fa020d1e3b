"use client";
// The small-screen menu: a native <details> (it opens and closes without JavaScript), enhanced
// once hydrated: the page does not scroll under the open menu, focus moves into it and stays
// there, Escape, a click outside or a route change close it, and focus returns to the button.
import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode, type RefObject, type SyntheticEvent } from "react";
import { breakpoints } from "@/config/site.ts";
import { useUiState, type MenuChange } from "./ui-state.tsx";

interface Props {
  /** Id of the menu's panel (the button's aria-controls). */
  panelId: string;
  className?: string;
  buttonClassName?: string;
  button: ReactNode;
  /** The panel: rendered with `id={panelId}`. */
  children: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Change = (isOpen: boolean, how: MenuChange) => void;

/**
 * The store's `navOpen`, and whether the menu is open as known at once (before React renders
 * again), so that the <details>' own toggle event that follows is not taken for a new one.
 */
function useMenuState() {
  const { navOpen, setNavOpen } = useUiState();
  const open = useRef(navOpen);
  useEffect(() => {
    open.current = navOpen;
  }, [navOpen]);
  const change: Change = (isOpen, how) => {
    open.current = isOpen;
    setNavOpen(isOpen, how);
  };
  const changeRef = useRef(change);
  useEffect(() => {
    changeRef.current = change;
  });
  return { navOpen, open, change, changeRef };
}

/** Tab and Shift+Tab cycle between the button and the menu's links. */
function cycleFocus(event: KeyboardEvent, element: HTMLDetailsElement, summary: HTMLElement, panelId: string) {
  const panel = element.querySelector(`#${CSS.escape(panelId)}`);
  const items = [summary, ...Array.from(panel?.querySelectorAll<HTMLElement>(focusable) ?? [])];
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * While open: Escape, a click outside, focus leaving the menu, or a screen wide enough for the
 * full navigation. Listened to from hydration on, and "open" read from the <details> itself: the
 * panel shows as soon as the button is clicked, before React has rendered the new state, and a
 * click outside that comes at once must close it too.
 */
function useCloseFromOutside(
  detailsRef: RefObject<HTMLDetailsElement | null>,
  summaryRef: RefObject<HTMLElement | null>,
  changeRef: RefObject<Change>,
  trapRef: RefObject<(event: KeyboardEvent) => void>,
) {
  useEffect(() => {
    const isOpen = () => detailsRef.current?.open ?? false;
    // Closed at once too: the store may not have heard of the opening yet.
    const reset = () => {
      if (detailsRef.current) detailsRef.current.open = false;
      changeRef.current(false, "reset");
    };
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (detailsRef.current?.contains(target) ?? false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpen()) return;
      if (event.key === "Tab") trapRef.current(event);
      if (event.key !== "Escape") return;
      event.preventDefault();
      reset();
      summaryRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOpen() && !inside(event.target)) reset();
    };
    const wide = window.matchMedia(`(min-width: ${breakpoints.md}px)`);
    const onWide = () => {
      if (isOpen() && wide.matches) reset();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOpen() && !inside(event.target)) summaryRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    wide.addEventListener("change", onWide);
    return () => {
      wide.removeEventListener("change", onWide);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [detailsRef, summaryRef, changeRef, trapRef]);
}

export function MenuDisclosure({ panelId, className, buttonClassName, button, children }: Props) {
  const { navOpen, open, change, changeRef } = useMenuState();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const pathname = usePathname();

  // The store is the source of truth once hydrated: a reset elsewhere closes the <details>. A menu
  // opened before hydration (a tap on a slow phone, whose toggle event React never saw) stays open:
  // the store takes its state rather than closing it under the visitor's finger.
  const hydrated = useRef(false);
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    if (!hydrated.current) {
      hydrated.current = true;
      if (element.open && !navOpen) {
        changeRef.current(true, "toggle");
        return;
      }
    }
    if (element.open !== navOpen) element.open = navOpen;
  }, [navOpen, changeRef]);

  // A route change closes the menu.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (open.current) changeRef.current(false, "reset");
  }, [pathname, open, changeRef]);

  const trap = (event: KeyboardEvent) => {
    if (details.current && summary.current) cycleFocus(event, details.current, summary.current, panelId);
  };
  const trapRef = useRef(trap);
  useEffect(() => {
    trapRef.current = trap;
  });
  useCloseFromOutside(details, summary, changeRef, trapRef);

  // The menu opened or closed natively (click, Enter or Space on the button).
  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    const isOpen = event.currentTarget.open;
    if (isOpen === open.current) return;
    change(isOpen, "toggle");
    if (isOpen) {
      // Onto the menu's first link rather than a field it holds (a phone would open its keyboard over the menu).
      const panel = event.currentTarget.querySelector(`#${CSS.escape(panelId)}`);
      (panel?.querySelector<HTMLElement>("a[href]") ?? panel?.querySelector<HTMLElement>(focusable))?.focus();
    } else if (event.currentTarget.contains(document.activeElement)) summary.current?.focus();
  }

  return (
    <details ref={details} className={className} onToggle={onToggle}>
      <summary ref={summary} className={buttonClassName} aria-expanded={navOpen} aria-controls={panelId}>
        {button}
      </summary>
      {children}
    </details>
  );
}
