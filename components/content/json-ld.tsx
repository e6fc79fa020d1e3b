import { jsonLdText } from "@/lib/events/structured-data.ts";

/**
 * schema.org data as JSON-LD. Browsers do not run a data block, but it carries the page's nonce
 * like every script the site writes, so a script without one is always an injection.
 */
export function JsonLd({ data, nonce }: { data: Record<string, unknown>; nonce: string | undefined }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
