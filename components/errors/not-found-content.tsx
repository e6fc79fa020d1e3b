import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import { NotFoundSearch } from "../search/not-found-search.tsx";
import { StatusView } from "./status-view.tsx";

/** The 404 body: status, the message, what to do, a way home. */
export function NotFoundContent({ language }: { language: Language }) {
  const text = t(language);
  return (
    <StatusView
      status={404}
      title={text.notFoundTitle}
      message={text.notFoundMessage}
      help={text.notFoundHelp}
      homeHref={homePath(language)}
      homeLabel={text.backHome}
    >
      <NotFoundSearch language={language} />
    </StatusView>
  );
}
