"use client";
// The header's element, marked once the page is scrolled (its background, then its 'done'
// state: SPEC.md §4's 200 and 600 ms) and while the menu is open; the CSS draws the states.
import type { ReactNode } from "react";
import { useUiState } from "./ui-state.tsx";

export function HeaderFrame({ className, children }: { className?: string; children: ReactNode }) {
  const { menuScrolled, menuScrolledDone, navOpen } = useUiState();
  return (
    <header
      className={className}
      data-scrolled={menuScrolled || undefined}
      data-scrolled-done={menuScrolledDone || undefined}
      data-menu-open={navOpen || undefined}
    >
      {children}
    </header>
  );
}
