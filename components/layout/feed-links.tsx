import { newsFeedPaths, type Language } from "@/config/site.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";

/** The language's news feeds, declared on every page (React puts these links in the document's head). */
export function FeedLinks({ language, siteName }: { language: Language; siteName: string }) {
  const text = searchMessages[language];
  const feeds = newsFeedPaths[language];
  return (
    <>
      <link rel="alternate" type="application/rss+xml" href={feeds.rss} title={`${siteName} – ${text.feedRss}`} />
      <link rel="alternate" type="application/atom+xml" href={feeds.atom} title={`${siteName} – ${text.feedAtom}`} />
    </>
  );
}
