"use client";
// The site's UI state (SPEC.md §3, §4), one small context for the whole document: the menu
// (navOpen, with the page's scroll lock), the header background once the page is scrolled
// (menuScrolled after 200 ms, menuScrolledDone after 600 ms), the loading counter (client
// navigations and data fetching) and the connection (online/offline). Data stays on the server.
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { timings } from "@/config/site.ts";

export type MenuChange = "toggle" | "reset";

interface UiState {
  navOpen: boolean;
  menuScrolled: boolean;
  menuScrolledDone: boolean;
  /** Navigations and fetches under way (the loading bar shows while above zero). */
  loading: number;
  online: boolean;
}

interface UiActions {
  /**
   * Opens or closes the menu. A toggle sets the body's overflow between hidden and visible; a
   * reset (route change, Escape, click outside) closes the menu and sets it back to auto.
   */
  setNavOpen(open: boolean, change: MenuChange): void;
  /** Counts one loading step; the returned function ends it (calling it twice is harmless). */
  startLoading(): () => void;
}

const UiContext = createContext<(UiState & UiActions) | null>(null);

const initial: UiState = { navOpen: false, menuScrolled: false, menuScrolledDone: false, loading: 0, online: true };

export function UiStateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initial);

  const setNavOpen = useCallback((open: boolean, change: MenuChange) => {
    document.body.style.overflow = change === "reset" ? "auto" : open ? "hidden" : "visible";
    setState((current) => (current.navOpen === open ? current : { ...current, navOpen: open }));
  }, []);

  const startLoading = useCallback(() => {
    let ended = false;
    setState((current) => ({ ...current, loading: current.loading + 1 }));
    return () => {
      if (ended) return;
      ended = true;
      setState((current) => ({ ...current, loading: Math.max(0, current.loading - 1) }));
    };
  }, []);

  useConnection(setState);
  useScrolledHeader(setState);

  const value = useMemo(() => ({ ...state, setNavOpen, startLoading }), [state, setNavOpen, startLoading]);
  return <UiContext value={value}>{children}</UiContext>;
}

export function useUiState(): UiState & UiActions {
  const value = use(UiContext);
  if (!value) throw new Error("useUiState must be used inside <UiStateProvider>");
  return value;
}

type SetState = (update: (current: UiState) => UiState) => void;

/** Online/offline follows the browser's connectivity events. */
function useConnection(setState: SetState) {
  useEffect(() => {
    const update = () =>
      setState((current) => (current.online === navigator.onLine ? current : { ...current, online: navigator.onLine }));
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, [setState]);
}

/** Once the page is scrolled: the header's background after 200 ms, its 'done' state after 600 ms; back at the top, neither. */
function useScrolledHeader(setState: SetState) {
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const set = (menuScrolled: boolean, menuScrolledDone: boolean) =>
      setState((current) =>
        current.menuScrolled === menuScrolled && current.menuScrolledDone === menuScrolledDone
          ? current
          : { ...current, menuScrolled, menuScrolledDone },
      );
    const clear = () => {
      for (const timer of timers.current) window.clearTimeout(timer);
      timers.current = [];
    };
    let shown = false;
    const onScroll = () => {
      const scrolled = window.scrollY > 0;
      if (scrolled === shown) return;
      shown = scrolled;
      clear();
      if (!scrolled) {
        set(false, false);
        return;
      }
      timers.current = [
        window.setTimeout(() => set(true, false), timings.menuBackgroundMs),
        window.setTimeout(() => set(true, true), timings.menuBackgroundDoneMs),
      ];
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clear();
    };
  }, [setState]);
}
