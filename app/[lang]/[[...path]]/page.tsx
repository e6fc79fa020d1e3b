import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactSection, isContactPage } from "@/components/contact/contact-section.tsx";
import { PageView } from "@/components/content/page-view.tsx";
import { defaultLanguage, isLanguage, type Language } from "@/config/site.ts";
import { pageMetadata } from "@/lib/seo/metadata.ts";
import { sitePath } from "@/lib/site-paths.ts";
import { getFixedPage, getPageByPath, getPageSummaries, translationPaths } from "@/lib/wordpress/pages.ts";
import type { Page } from "@/lib/wordpress/types.ts";

interface Props {
  params: Promise<{ lang: string; path?: string[] }>;
}

// Pages not prerendered at build are rendered on first request, then cached.
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { lang: string } }) {
  const language = params.lang;
  if (!isLanguage(language)) return [];
  try {
    const pages = await getPageSummaries(language);
    return pages.map((page) => ({ path: page.path.split("/").filter(Boolean).slice(language === defaultLanguage ? 0 : 1) }));
  } catch (error) {
    console.warn(`[build] pages of "${language}" not prerendered; they will render on first request (${error instanceof Error ? error.message : error})`);
    return [];
  }
}

async function resolve(language: Language, path: string[] | undefined): Promise<Page | null> {
  if (!path || path.length === 0) return getFixedPage("home", language);
  return getPageByPath(language, sitePath(language, path));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, path } = await params;
  if (!isLanguage(lang)) return {};
  const page = await resolve(lang, path);
  if (!page) return {};
  return pageMetadata(page, await translationPaths(page));
}

export default async function ContentPage({ params }: Props) {
  const { lang, path } = await params;
  if (!isLanguage(lang)) notFound();
  const page = await resolve(lang, path);
  if (!page) notFound();
  return (
    <>
      <PageView page={page} />
      {isContactPage(page) ? <ContactSection page={page} /> : null}
    </>
  );
}
