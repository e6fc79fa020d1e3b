import type { Metadata } from "next";
import { OfflineContent } from "@/components/errors/offline-content.tsx";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";

/** The offline page of a language (its address: config/site.ts `offlinePaths`), cached by the service worker at install. */
export function offlineRoute(language: Language) {
  return {
    /** Titled like every page, with the site's name its layout shows (the same cached options). */
    async generateMetadata(): Promise<Metadata> {
      const { siteName } = await getSiteOptionsOrDefaults();
      return { title: documentTitle(t(language).offlineTitle, siteName), robots: { index: false, follow: false } };
    },
    OfflinePage() {
      return <OfflineContent language={language} />;
    },
  };
}
