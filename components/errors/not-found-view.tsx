"use client";
import { clientMessages } from "@/lib/i18n/client-messages.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { useSiteName } from "../layout/site-name.tsx";
import { StatusView } from "./status-view.tsx";
import { useLanguage } from "./use-language.ts";

export function NotFoundView() {
  const language = useLanguage();
  const text = clientMessages[language];
  const siteName = useSiteName();
  return (
    <>
      <title>{documentTitle(text.notFoundTitle, siteName)}</title>
      <meta name="robots" content="noindex" />
      <StatusView
        status={404}
        title={text.notFoundTitle}
        message={text.notFoundMessage}
        help={text.notFoundHelp}
        homeHref={homePath(language)}
        homeLabel={text.backHome}
      />
    </>
  );
}
