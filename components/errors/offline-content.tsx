import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { homePath } from "@/lib/routing/canonical.ts";
import { OfflineSearch } from "../search/offline-search.tsx";
import { RetryLink } from "./retry-link.tsx";
import { StatusView } from "./status-view.tsx";

/**
 * What the service worker shows, offline, for a page never visited: say so, offer to try again or
 * go home, and, when the worker holds the search documents, to search them (components/search/offline-search.tsx).
 */
export function OfflineContent({ language }: { language: Language }) {
  const text = t(language);
  const mark = (
    <svg
      viewBox="0 0 48 48"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14 36h22a9 9 0 0 0 1.5-17.9A13 13 0 0 0 12.3 20 8 8 0 0 0 14 36Z" />
      <path d="M8 8l32 32" />
    </svg>
  );
  return (
    <StatusView
      status={503}
      mark={mark}
      title={text.offlineTitle}
      message={text.offlineHelp}
      homeHref={homePath(language)}
      homeLabel={text.backHome}
      more={<OfflineSearch language={language} />}
    >
      <RetryLink className="button-outline">{text.offlineRetry}</RetryLink>
    </StatusView>
  );
}
