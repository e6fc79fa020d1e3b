"use client";
// The loading bar at the top of the window while a client navigation or a data fetch is under
// way (SPEC.md §2). A progress bar without a value: screen readers are not told every step.
// Under prefers-reduced-motion it does not move: a static bar says the page is loading.
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { timings } from "@/config/site.ts";
import { isClientNavigation } from "@/lib/navigation/links.ts";
import { useUiState } from "./ui-state.tsx";
import styles from "./loading-bar.module.css";

export function LoadingBar({ label }: { label: string }) {
  const { loading } = useUiState();
  useNavigationLoading();
  if (loading === 0) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={label}>
      <span className={styles.indicator} />
    </div>
  );
}

/** Counts a loading step from a link click or a back/forward until the new address is shown. */
function useNavigationLoading() {
  const { startLoading } = useUiState();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const pending = useRef<Array<() => void>>([]);
  // The address React shows (window.location already holds the next one during a back/forward).
  const committed = useRef("");

  useEffect(() => {
    const endAll = () => {
      for (const end of pending.current.splice(0)) end();
    };
    const start = () => {
      const end = startLoading();
      pending.current.push(end);
      // A navigation that never commits (cancelled, failed before rendering) ends the bar anyway.
      window.setTimeout(end, timings.chunkLoadTimeoutMs);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (anchor && isClientNavigation(event, anchor, window.location)) start();
    };
    const onPopState = () => {
      if (window.location.pathname + window.location.search !== committed.current) start();
    };
    // Back to a page kept in the browser's memory (bfcache): nothing is loading any more.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) endAll();
    };
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [startLoading]);

  // The new address is shown: the navigation is over.
  useEffect(() => {
    committed.current = pathname + (search ? `?${search}` : "");
    for (const end of pending.current.splice(0)) end();
  }, [pathname, search]);
}

/** Shows the loading bar while `busy` (an island fetching data, e.g. in a transition). */
export function useLoadingWhile(busy: boolean) {
  const { startLoading } = useUiState();
  useEffect(() => (busy ? startLoading() : undefined), [busy, startLoading]);
}
