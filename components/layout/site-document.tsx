import type { ReactNode } from "react";
import { languageTags, type Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { SiteOptions } from "@/lib/wordpress/types.ts";
import { inter } from "@/app/fonts.ts";
import { ConsentManager } from "../consent/consent-manager.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

interface Props {
  language: Language;
  options: SiteOptions;
  /** The header's language switch for the current page. */
  languageSwitch: ReactNode;
  children: ReactNode;
}

/**
 * The single default layout as a whole document: `<html lang>`, skip link, header, main and
 * footer. Used by the language layout and by the 404 page, which Next renders outside it.
 */
export function SiteDocument({ language, options, languageSwitch, children }: Props) {
  const text = t(language);
  return (
    <html lang={languageTags[language]} className={inter.variable}>
      <body>
        <a href="#main" className="skip-link">
          {text.skipToContent}
        </a>
        <SiteHeader language={language} siteName={options.siteName} menu={options.menu[language]} languageSwitch={languageSwitch} />
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
        <ConsentManager language={language} />
      </body>
    </html>
  );
}
