// Every unmatched address and every notFound() lands here (the site has one root layout per
// language, so Next renders its 404 outside them): the site's layout in the request's language.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundContent } from "@/components/errors/not-found-content.tsx";
import { LanguageSwitch } from "@/components/layout/language-switch.tsx";
import { SiteDocument } from "@/components/layout/site-document.tsx";
import { defaultLanguage, isLanguage, languages, type Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import { homePath, languageHeader } from "@/lib/routing/canonical.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";
import { getContactPath } from "@/lib/wordpress/pages.ts";
import "@/styles/global.css";

async function requestLanguage(): Promise<Language> {
  const value = (await headers()).get(languageHeader);
  return isLanguage(value) ? value : defaultLanguage;
}

export async function generateMetadata(): Promise<Metadata> {
  const text = t(await requestLanguage());
  const { siteName } = await getSiteOptionsOrDefaults();
  // Next adds `robots: noindex` to every 404 itself.
  return { title: documentTitle(text.notFoundTitle, siteName) };
}

export default async function GlobalNotFound() {
  const language = await requestLanguage();
  const other = languages.find((candidate) => candidate !== language) ?? defaultLanguage;
  const options = await getSiteOptionsOrDefaults();
  const contactPath = await getContactPath(language).catch(() => null);
  return (
    <SiteDocument
      language={language}
      options={options}
      contactPath={contactPath}
      languageSwitch={
        <LanguageSwitch
          language={language}
          alternate={{ language: other, href: homePath(other), isTranslation: false }}
        />
      }
    >
      <NotFoundContent language={language} menu={options.menu[language]} contactPath={contactPath} />
    </SiteDocument>
  );
}
