"use client";
// "Try again" on the offline page. The service worker shows that page at the address the visitor
// asked for, and Next may then rewrite the address to the offline page's own: the address asked
// for is read when this code loads, before that. Without JavaScript, `href=""` reloads the page.
import { useSyncExternalStore, type ReactNode } from "react";

const requested = typeof window === "undefined" ? "" : window.location.href;
const noop = () => () => undefined;

export function RetryLink({ className, children }: { className?: string; children: ReactNode }) {
  const href = useSyncExternalStore(
    noop,
    () => requested,
    () => "",
  );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
