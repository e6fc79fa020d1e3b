"use client";
// For error boundaries: a chunk of code that failed to load reloads the page, at most once per
// 60 s (lib/navigation/chunk-reload.ts). True while the reload is under way (show nothing).
import { useEffect, useSyncExternalStore } from "react";
import { claimSiteChunkReload, isChunkLoadError, reloadCanHelp, reloadOnce } from "@/lib/navigation/chunk-reload.ts";

const noop = () => () => undefined;

/** Decided once per error (the guard notes the time when it allows a reload). */
const decisions = new WeakMap<object, boolean>();

function reloadsFor(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== "object" || error === null || !reloadCanHelp()) return false;
  let decision = decisions.get(error);
  if (decision === undefined) {
    decision = claimSiteChunkReload();
    decisions.set(error, decision);
  }
  return decision;
}

export function useChunkReload(error: unknown): boolean {
  const reloading = useSyncExternalStore(
    noop,
    () => reloadsFor(error),
    () => false,
  );
  useEffect(() => {
    if (reloading) reloadOnce();
  }, [reloading]);
  return reloading;
}
