import { Suspense, type ReactNode } from "react";
import { serviceWorkerEnabled } from "@/config/env.ts";
import { languageTags, type Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { SiteOptions } from "@/lib/wordpress/types.ts";
import { inter } from "@/styles/fonts.ts";
import { ConsentManager } from "../consent/consent-manager.tsx";
import { ChunkReloadGuard } from "./chunk-reload-guard.tsx";
import { FeedLinks } from "./feed-links.tsx";
import { IdlePrefetch } from "./idle-prefetch.tsx";
import { LoadingBar } from "./loading-bar.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import { ScrollManager } from "./scroll-manager.tsx";
import { ServiceWorker } from "./service-worker.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SiteNameProvider } from "./site-name.tsx";
import { UiStateProvider } from "./ui-state.tsx";

interface Props {
  language: Language;
  options: SiteOptions;
  /** The contact page of this language, offered at the end of the navigation (null: none). */
  contactPath: string | null;
  /** The header's language switch for the current page. */
  languageSwitch: ReactNode;
  children: ReactNode;
}

/**
 * The single default layout as a whole document: `<html lang>`, skip link, header, main and
 * footer. Used by the language layout and by the 404 page, which Next renders outside it.
 */
export function SiteDocument({ language, options, contactPath, languageSwitch, children }: Props) {
  const text = t(language);
  return (
    <html lang={languageTags[language]} className={inter.variable}>
      <body>
        <FeedLinks language={language} siteName={options.siteName} />
        <UiStateProvider>
          <SiteNameProvider name={options.siteName}>
            <ConsentManager language={language} />
            <a href="#main" className="skip-link">
              {text.skipToContent}
            </a>
            {/* Islands that read the address (useSearchParams) render on the client only. */}
            <Suspense fallback={null}>
              <LoadingBar label={text.loading} />
            </Suspense>
            <SiteHeader
              language={language}
              siteName={options.siteName}
              menu={options.menu[language]}
              contactPath={contactPath}
              languageSwitch={languageSwitch}
            />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter
              language={language}
              siteName={options.siteName}
              tagline={options.tagline[language]}
              columns={options.footer[language]}
              social={options.social}
              address={options.address[language]}
            />
            <OfflineBanner message={text.offlineBanner} />
            <Suspense fallback={null}>
              <ScrollManager />
              <ServiceWorker enabled={serviceWorkerEnabled()} />
            </Suspense>
            <IdlePrefetch />
            <ChunkReloadGuard />
          </SiteNameProvider>
        </UiStateProvider>
      </body>
    </html>
  );
}
