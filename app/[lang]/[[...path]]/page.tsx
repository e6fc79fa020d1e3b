import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageView } from "@/components/content/page-view.tsx";
import { EventView } from "@/components/events/event-view.tsx";
import { defaultLanguage, isLanguage } from "@/config/site.ts";
import { pageMetadata } from "@/lib/seo/metadata.ts";
import { eventTranslationPaths } from "@/lib/wordpress/events.ts";
import { getPageSummaries, translationPaths } from "@/lib/wordpress/pages.ts";
import { resolveContent } from "@/lib/wordpress/resolve.ts";

interface Props {
  params: Promise<{ lang: string; path?: string[] }>;
  /** Read only by blocks that filter (custom_filters): other pages stay static. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, path } = await params;
  if (!isLanguage(lang)) return {};
  const content = await resolveContent(lang, path);
  if (!content) return {};
  if (content.kind === "event") return pageMetadata(content.event, await eventTranslationPaths(content.event));
  return pageMetadata(content.page, await translationPaths(content.page));
}

export default async function ContentPage({ params, searchParams }: Props) {
  const { lang, path } = await params;
  if (!isLanguage(lang)) notFound();
  const content = await resolveContent(lang, path);
  if (!content) notFound();
  if (content.kind === "event") return <EventView event={content.event} listPath={content.listPath} structuredData={content.structuredData} />;
  return <PageView page={content.page} query={searchParams} />;
}
