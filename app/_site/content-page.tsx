import { DegradedMark } from "@/components/layout/degraded-mark.tsx";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactSection, isContactPage } from "@/components/contact/contact-section.tsx";
import { PageView } from "@/components/content/page-view.tsx";
import { EventView } from "@/components/events/event-view.tsx";
import { HomeFeed } from "@/components/events/home-feed.tsx";
import { JsonLd } from "@/components/content/json-ld.tsx";
import { Breadcrumb } from "@/components/layout/breadcrumb.tsx";
import { PreviewBanner } from "@/components/layout/preview-banner.tsx";
import { defaultLanguage, type Language } from "@/config/site.ts";
import { eventCalendarPath } from "@/lib/routing/calendar-address.ts";
import { isPlausiblePath } from "@/lib/routing/canonical.ts";
import { splitFilterSegment } from "@/lib/routing/filter-segment.ts";
import { pageMetadata } from "@/lib/seo/metadata.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { sitePath } from "@/lib/site-paths.ts";
import { t } from "@/lib/i18n/messages.ts";
import { WordPressError } from "@/lib/wordpress/errors.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";
import { resolveBreadcrumb, resolveContent, type Content } from "@/lib/wordpress/resolve.ts";
import { cachedRouteTable } from "@/lib/wordpress/live-route-table.ts";

interface Props {
  /** The page's path segments, and for a filtered list its filter (lib/routing/filter-segment.ts). */
  params: Promise<{ path?: string[] }>;
}

async function resolve(language: Language, path: string[] | undefined): Promise<Content | null> {
  const site = sitePath(language, path);
  if (path && path.length > 0 && !isPlausiblePath(site)) return null;
  return resolveContent(language, path);
}

/** The paths of a language's pages, prerendered at build time (none when WordPress cannot say). */
async function prerenderedPaths(language: Language): Promise<Array<{ path: string[] }>> {
  try {
    const pages = (await cachedRouteTable()).routes({ language, kind: "page" });
    return pages.map((page) => ({
      path: page.path
        .split("/")
        .filter(Boolean)
        .slice(language === defaultLanguage ? 0 : 1),
    }));
  } catch (error) {
    console.warn(
      `[build] pages of "${language}" not prerendered; they will render on first request (${error instanceof Error ? error.message : error})`,
    );
    return [];
  }
}

/** A page's or event's metadata (Yoast's, else the site's); an unavailable WordPress's page is not indexed. */
async function contentMetadata(language: Language, { params }: Props): Promise<Metadata> {
  let content: Content | null;
  try {
    content = await resolve(language, splitFilterSegment((await params).path).segments);
  } catch (error) {
    // WordPress unavailable: the page itself shows the error page (error.tsx); never index it.
    if (error instanceof WordPressError && error.isUnavailable)
      return {
        title: documentTitle(t(language).unavailableTitle, (await getSiteOptionsOrDefaults()).siteName),
        robots: { index: false },
      };
    throw error;
  }
  if (!content) return {};
  const { siteName } = await getSiteOptionsOrDefaults();
  const metadata = pageMetadata(
    content.kind === "event" ? content.event : content.page,
    content.translations,
    siteName,
  );
  // An editor's preview is never indexed (its answer says so too: X-Robots-Tag).
  return content.preview ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

/** The page or event at a path, with its breadcrumb, its structured data and the degraded mark. */
async function contentPage(language: Language, { params }: Props) {
  const { segments: path, query } = splitFilterSegment((await params).path);
  const [content, trail] = await Promise.all([resolve(language, path), resolveBreadcrumb(language, path)]);
  // The proxy sends unknown paths to the 404 page before they get here; this is the
  // fallback for content deleted since the proxy's route table was last refreshed.
  if (!content) notFound();
  const breadcrumb = (
    <>
      {content.preview ? <PreviewBanner language={language} exitPath={content.preview.exitPath} /> : null}
      {trail ? <Breadcrumb language={language} trail={trail} /> : null}
    </>
  );
  // The page's own data first (an event's), then the breadcrumb's.
  const breadcrumbData = trail ? <JsonLd data={trail.structuredData} /> : null;
  if (content.kind === "event") {
    return (
      <>
        {breadcrumb}
        <EventView
          event={content.event}
          listPath={content.listPath}
          structuredData={content.structuredData}
          calendarPath={content.preview ? undefined : eventCalendarPath(content.event.path)}
        />
        {breadcrumbData}
        <DegradedMark />
      </>
    );
  }
  const { page } = content;
  return (
    <>
      {breadcrumb}
      <PageView page={page} query={Promise.resolve(query)} />
      {path.length === 0 ? <HomeFeed language={language} /> : null}
      {isContactPage(page) ? <ContactSection page={page} /> : null}
      {breadcrumbData}
      <DegradedMark />
    </>
  );
}

/** The catch-all content route of a language's tree: prerendered paths, metadata, and the page or event. */
export function contentRoute(language: Language) {
  return {
    generateStaticParams: () => prerenderedPaths(language),
    generateMetadata: (props: Props) => contentMetadata(language, props),
    ContentPage: (props: Props) => contentPage(language, props),
  };
}
