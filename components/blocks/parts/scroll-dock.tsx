"use client";
// A copy of a block's links that docks to the edge of the screen once the block itself has been
// scrolled past, and leaves again when the reader scrolls back or reaches the footer. Rendered
// hidden on the server: without JavaScript the block's own links, in the page, are the only ones.
import { useCallback, useSyncExternalStore, type ReactNode } from "react";
import styles from "./scroll-dock.module.css";

interface Props {
  /** id of the in-page block this dock stands in for. */
  anchorId: string;
  label: string;
  placement: "bottom" | "side";
  children: ReactNode;
}

function isDocked(anchorId: string): boolean {
  const anchor = document.getElementById(anchorId);
  if (!anchor) return false;
  const passed = anchor.getBoundingClientRect().bottom < 0;
  const footer = document.querySelector("body > footer, footer[role='contentinfo']");
  const footerInView = footer ? footer.getBoundingClientRect().top < window.innerHeight : false;
  return passed && !footerInView;
}

export function ScrollDock({ anchorId, label, placement, children }: Props) {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener("scroll", onChange, { passive: true });
    window.addEventListener("resize", onChange);
    return () => {
      window.removeEventListener("scroll", onChange);
      window.removeEventListener("resize", onChange);
    };
  }, []);
  const docked = useSyncExternalStore(
    subscribe,
    () => isDocked(anchorId),
    () => false,
  );
  return (
    <nav aria-label={label} className={`${styles.dock} ${styles[placement]}`} data-docked={docked ? "" : undefined} inert={!docked}>
      {children}
    </nav>
  );
}
