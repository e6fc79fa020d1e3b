"use client";
import { productName } from "@/config/site.ts";
import { clientMessages } from "@/lib/i18n/client-messages.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import { StatusView } from "./status-view.tsx";
import { useLanguage } from "./use-language.ts";

export function NotFoundView() {
  const language = useLanguage();
  const text = clientMessages[language];
  return (
    <>
      <title>{`${text.notFoundTitle} · ${productName}`}</title>
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
