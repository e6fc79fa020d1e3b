"use client";
// A copy of a block's links that docks to the edge of the screen once the block itself has been
// scrolled past, and leaves again when the reader scrolls back or reaches the footer. Rendered
// hidden on the server: without JavaScript the block's own links, in the page, are the only ones.
import { useCallback, useSyncExternalStore, type ReactNode } from "react";
import styles from "./scroll-dock.module.css";

interface Props {
  /** id of the in-page block this dock stands in for; that block carries `data-dock={placement}`. */
  anchorId: string;
  label: string;
  placement: "bottom" | "side";
  children: ReactNode;
}

/** Docked when this block is the last of its kind the reader has scrolled past, and the footer is not in view. */
function isDocked(anchorId: string, placement: string): boolean {
  const anchors = Array.from(document.querySelectorAll<HTMLElement>(`[data-dock="${placement}"]`));
  const passed = anchors.filter((anchor) => anchor.getBoundingClientRect().bottom < 0);
  if (passed.at(-1)?.id !== anchorId) return false;
  const footer = document.querySelector("body > footer");
  return !(footer && footer.getBoundingClientRect().top < window.innerHeight);
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
    () => isDocked(anchorId, placement),
    () => false,
  );
  return (
    <nav
      aria-label={label}
      className={`${styles.dock} ${styles[placement]}`}
      data-docked={docked ? "" : undefined}
      inert={!docked}
    >
      {children}
    </nav>
  );
}
