"use client";
import { useEffect, useSyncExternalStore } from "react";
import { productName, storageKeys, timings } from "@/config/site.ts";
import { claimChunkReload, errorStatus, isChunkLoadError, sessionStore } from "@/lib/navigation/chunk-reload.ts";
import { homePath, t } from "@/lib/i18n/messages.ts";
import { StatusView } from "@/components/errors/status-view.tsx";
import { useLanguage } from "@/components/errors/use-language.ts";

const noop = () => () => undefined;

/** Whether this error reloads the page: decided once per error (the guard notes the time). */
const decisions = new WeakMap<object, boolean>();
function reloadsFor(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== "object" || error === null) return false;
  let decision = decisions.get(error);
  if (decision === undefined) {
    decision = claimChunkReload(sessionStore(), storageKeys.chunkReloadAt, Date.now(), timings.chunkReloadGuardMs);
    decisions.set(error, decision);
  }
  return decision;
}


/**
 * A failure while rendering a page (the CMS down, nonsense from it): status, message, a way on.
 * A chunk of code that failed to load reloads the page instead, at most once per 60 s.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  const language = useLanguage();
  const text = t(language);
  const reloading = useSyncExternalStore(
    noop,
    () => reloadsFor(error),
    () => false,
  );
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return null;

  const status = errorStatus(error);
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  // Messages of server errors are withheld in production (only their digest comes through).
  const detail = digest ? digest : error instanceof Error && error.message ? error.message : undefined;
  return (
    <>
      <title>{`${text.errorTitle} · ${productName}`}</title>
      <StatusView
        status={status}
        title={text.errorTitle}
        message={text.errorHelp}
        help={detail ? `${text.errorDetails} : ${detail}`.replace(" :", language === "fr" ? "\u202f:" : ":") : undefined}
        homeHref={homePath(language)}
        homeLabel={text.backHome}
      >
        {retry ? (
          <button type="button" onClick={() => retry()}>
            {text.retry}
          </button>
        ) : null}
      </StatusView>
    </>
  );
}
