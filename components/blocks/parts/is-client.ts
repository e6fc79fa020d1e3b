"use client";
import { useSyncExternalStore } from "react";

const noop = () => () => undefined;

/** False while rendering on the server and hydrating, true once running in the browser. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
