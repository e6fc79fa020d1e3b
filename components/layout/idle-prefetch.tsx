"use client";
// Prefetches the pages the visitor is most likely to open next — the main navigation and the
// links in view — once the browser is idle (2 s at most after a page is shown), unless the
// connection is 2g or the visitor asked to save data (SPEC.md §4). Links themselves never
// prefetch (`prefetch={false}`), so this is the only prefetching the site does.
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import { timings } from "@/config/site.ts";
import { mayPrefetch, prefetchTargets, type ConnectionLike } from "@/lib/navigation/prefetch.ts";

const maxPrefetches = 12;

function inView(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0;
}

export function IdlePrefetch() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const connection = (navigator as { connection?: ConnectionLike }).connection;
    const root = document.documentElement;
    if (!mayPrefetch(connection)) {
      root.dataset.prefetch = "skipped";
      return;
    }
    const run = () => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>("header nav a[href], main a[href]")].filter(
        (link) => !link.target && !link.hasAttribute("download") && (link.closest("header") !== null || inView(link)),
      );
      const targets = prefetchTargets(
        links.map((link) => link.href),
        window.location,
        maxPrefetches,
      );
      for (const target of targets) router.prefetch(target);
      root.dataset.prefetch = "done";
    };
    const idle = "requestIdleCallback" in window;
    const handle = idle
      ? window.requestIdleCallback(run, { timeout: timings.idlePrefetchTimeoutMs })
      : window.setTimeout(run, 1);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [router, pathname]);

  return null;
}
