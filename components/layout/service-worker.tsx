"use client";
// Registers the service worker (/sw.js, scope /) in production builds; when it is turned off,
// removes any version a visitor's browser still has. Each page shown is then offered to the
// worker's page cache when the browser is idle (a page reached by client navigation was never
// loaded as a document, so the worker has not seen it), unless the visitor saves data.
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { serviceWorker } from "@/config/site.ts";
import { mayPrefetch, type ConnectionLike } from "@/lib/navigation/prefetch.ts";

export function ServiceWorker({ enabled }: { enabled: boolean }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    if (!enabled) {
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
      return;
    }
    navigator.serviceWorker
      .register(serviceWorker.url, { scope: serviceWorker.scope, updateViaCache: "none" })
      .catch((error: unknown) => {
        console.warn(`[service worker] not registered: ${error instanceof Error ? error.message : String(error)}`);
      });
  }, [enabled]);

  useEffect(() => {
    if (
      !enabled ||
      !("serviceWorker" in navigator) ||
      !mayPrefetch((navigator as { connection?: ConnectionLike }).connection)
    )
      return;
    let cancelled = false;
    const url = window.location.href.replace(/#.*$/, "");
    const offer = () => {
      void navigator.serviceWorker.ready.then((registration) => {
        if (!cancelled) registration.active?.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: [url] } });
      });
    };
    const idle = "requestIdleCallback" in window;
    const handle = idle ? window.requestIdleCallback(offer, { timeout: 5000 }) : window.setTimeout(offer, 1000);
    return () => {
      cancelled = true;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [enabled, pathname, search]);

  return null;
}
