import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { ConsentManager } from "@/components/consent/consent-manager.tsx";
import { SiteFooter } from "@/components/layout/site-footer.tsx";
import { SiteHeader } from "@/components/layout/site-header.tsx";
import { isLanguage, languages, languageTags, themeColor } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { getSiteOptions } from "@/lib/wordpress/options.ts";
import { inter } from "../fonts.ts";
import "@/styles/global.css";

export function generateStaticParams() {
  return languages.map((lang) => ({ lang }));
}

export const viewport = { themeColor, width: "device-width", initialScale: 1 };

export default async function LanguageLayout({ children, alternate, params }: { children: ReactNode; alternate: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLanguage(lang)) notFound();
  // Every page carries its request's CSP nonce (proxy.ts), so it renders per request; the
  // WordPress data it needs stays in Next's data cache (README, "Security headers").
  await connection();
  const options = await getSiteOptions();
  const text = t(lang);
  return (
    <html lang={languageTags[lang]} className={inter.variable}>
      <body>
        <a href="#main" className="skip-link">
          {text.skipToContent}
        </a>
        <SiteHeader language={lang} siteName={options.siteName} menu={options.menu[lang]} languageSwitch={alternate} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          language={lang}
          siteName={options.siteName}
          tagline={options.tagline[lang]}
          columns={options.footer[lang]}
          social={options.social}
          address={options.address[lang]}
        />
        <ConsentManager language={lang} />
      </body>
    </html>
  );
}
