"use client";
// Code chunks that fail to load outside rendering (a lazy import after a click, a route's code
// during navigation) reload the page, at most once per 60 s; rendering failures go through the
// error boundary (app/_site/error-boundary.tsx), which applies the same guard.
import { useEffect } from "react";
import { claimSiteChunkReload, isChunkLoadError, reloadCanHelp, reloadOnce } from "@/lib/navigation/chunk-reload.ts";

export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (isChunkLoadError(reason) && reloadCanHelp() && claimSiteChunkReload()) reloadOnce();
    };
    const onError = (event: ErrorEvent) => handle(event.error);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
