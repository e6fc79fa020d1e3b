"use client";
import { productName } from "@/config/site.ts";
import { homePath, t } from "@/lib/i18n/messages.ts";
import { StatusView } from "@/components/errors/status-view.tsx";
import { useLanguage } from "@/components/errors/use-language.ts";

/** A failure while rendering a page (the CMS down, nonsense from it): status, message, a way on. */
export default function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  const language = useLanguage();
  const text = t(language);
  return (
    <>
      <title>{`${text.errorTitle} · ${productName}`}</title>
      <StatusView status={500} title={text.errorTitle} message={error instanceof Error && "digest" in error && typeof error.digest === "string" ? `${text.errorHelp} (${error.digest})` : text.errorHelp} homeHref={homePath(language)} homeLabel={text.backHome}>
        {retry ? (
          <button type="button" onClick={() => retry()}>
            {text.retry}
          </button>
        ) : null}
      </StatusView>
    </>
  );
}
