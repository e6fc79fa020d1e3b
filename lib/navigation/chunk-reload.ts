// A chunk of the site's code that fails to load during navigation (a deployment removed it, the
// network dropped it) reloads the page, at most once per 60 s (SPEC.md §4, §8): the time of the
// last reload is kept in session storage, so the guard survives the reload it causes.
import { storageKeys, timings } from "../../config/site.ts";

/** Webpack's "Loading chunk 12 failed", Turbopack's "Failed to load chunk …", CSS chunks, dynamic imports. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === "ChunkLoadError") return true;
  return (
    typeof message === "string" &&
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * True (and the time noted) when the page may reload now: no reload for a chunk in the last
 * `guardMs`. Without storage (blocked), never: a reload loop is worse than an error page.
 */
export function claimChunkReload(storage: StorageLike | undefined, key: string, now: number, guardMs: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(key) ?? "");
    if (Number.isFinite(last) && last > 0 && now - last < guardMs && now >= last) return false;
    storage.setItem(key, String(now));
    return storage.getItem(key) === String(now);
  } catch {
    return false;
  }
}

/** The site's guard claimed now: its key and period (config/site.ts) in the tab's session storage. */
export function claimSiteChunkReload(): boolean {
  return claimChunkReload(sessionStore(), storageKeys.chunkReloadAt, Date.now(), timings.chunkReloadGuardMs);
}

/** The HTTP status an error stands for (its statusCode, status or response's status), else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const { statusCode, status, response } = error as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
  };
  for (const candidate of [statusCode, status, response?.status]) {
    if (typeof candidate === "number" && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599)
      return candidate;
  }
  return 500;
}

/** The tab's session storage, or nothing when the browser refuses it (privacy settings). */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let reloading = false;

/**
 * Whether a failed chunk is worth a reload: not while offline, where the reload would fail the
 * same way (the service worker answers with the offline page; the guard is kept for later).
 */
export function reloadCanHelp(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/** Reloads the page once, however many boundaries and listeners ask for it. */
export function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}
