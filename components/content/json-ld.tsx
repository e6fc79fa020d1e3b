import { jsonLdText } from "@/lib/events/structured-data.ts";

/**
 * schema.org data as JSON-LD: a data block, which browsers never run (its text is escaped so it
 * cannot close the element), so the page's policy does not list it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
