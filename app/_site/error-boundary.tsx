"use client";
import { errorStatus } from "@/lib/navigation/chunk-reload.ts";
import { clientMessages } from "@/lib/i18n/client-messages.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { useSiteName } from "@/components/layout/site-name.tsx";
import { StatusView } from "@/components/errors/status-view.tsx";
import { useChunkReload } from "@/components/errors/use-chunk-reload.ts";
import { useLanguage } from "@/components/errors/use-language.ts";
import { unavailableDigest } from "@/lib/wordpress/errors.ts";

/**
 * A failure while rendering a page (the CMS down, nonsense from it): status, message, a way on.
 * A chunk of code that failed to load reloads the page instead, at most once per 60 s.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  const language = useLanguage();
  const text = clientMessages[language];
  const siteName = useSiteName();
  if (useChunkReload(error)) return null;

  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  // WordPress unavailable (down, slow past the render's deadline, nonsense): a 503 to retry soon.
  const unavailable = digest === unavailableDigest;
  const status = unavailable ? 503 : errorStatus(error);
  const title = unavailable ? text.unavailableTitle : text.errorTitle;
  // Messages of server errors are withheld in production (only their digest comes through).
  const detail = unavailable
    ? undefined
    : digest
      ? digest
      : error instanceof Error && error.message
        ? error.message
        : undefined;
  return (
    <>
      <title>{documentTitle(title, siteName)}</title>
      <StatusView
        status={status}
        title={title}
        message={unavailable ? text.unavailableHelp : text.errorHelp}
        help={detail ? text.errorDetails(detail) : undefined}
        homeHref={homePath(language)}
        homeLabel={text.backHome}
      >
        {retry ? (
          <button type="button" className="button-outline" onClick={() => retry()}>
            {text.retry}
          </button>
        ) : null}
      </StatusView>
    </>
  );
}
