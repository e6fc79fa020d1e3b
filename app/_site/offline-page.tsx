import type { Metadata } from "next";
import { OfflineContent } from "@/components/errors/offline-content.tsx";
import { productName, type Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";

/** The offline page of a language (its address: config/site.ts `offlinePaths`), cached by the service worker at install. */
export function offlineRoute(language: Language) {
  return {
    metadata: { title: `${t(language).offlineTitle} · ${productName}`, robots: { index: false, follow: false } } satisfies Metadata,
    OfflinePage() {
      return <OfflineContent language={language} />;
    },
  };
}
