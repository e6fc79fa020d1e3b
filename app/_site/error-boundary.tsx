"use client";
import { productName } from "@/config/site.ts";
import { homePath, t } from "@/lib/i18n/messages.ts";
import { StatusView } from "@/components/errors/status-view.tsx";
import { useLanguage } from "@/components/errors/use-language.ts";
import { unavailableDigest } from "@/lib/wordpress/errors.ts";

/** A failure while rendering a page (the CMS down, nonsense from it): status, message, a way on. */
export default function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  const language = useLanguage();
  const text = t(language);
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  // WordPress unavailable (down, slow past the render's deadline, nonsense): a 503 to retry soon.
  const unavailable = digest === unavailableDigest;
  const title = unavailable ? text.unavailableTitle : text.errorTitle;
  const message = unavailable ? text.unavailableHelp : digest ? `${text.errorHelp} (${digest})` : text.errorHelp;
  return (
    <>
      <title>{`${title} · ${productName}`}</title>
      <StatusView status={unavailable ? 503 : 500} title={title} message={message} homeHref={homePath(language)} homeLabel={text.backHome}>
        {retry ? (
          <button type="button" onClick={() => retry()}>
            {text.retry}
          </button>
        ) : null}
      </StatusView>
    </>
  );
}
