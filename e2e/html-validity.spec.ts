// Valid HTML on every page kind, in both languages: html-validate's recommended rules, set to
// accept React's and Next.js's way of writing a document and nothing else (e2e/html-validity.ts).
import { expect, test } from "@playwright/test";
import { htmlFindings } from "./html-validity.ts";

const pages = {
  home: { fr: "/", en: "/en" },
  content: { fr: "/ecosysteme", en: "/en/ecosystem" },
  blocks: { fr: "/blocs", en: "/en/blocks" },
  events: { fr: "/agenda", en: "/en/now" },
  event: { fr: "/event-visite-ferme-agriculture-precision", en: "/en/event-joint-laboratory-university-hospital" },
  societies: { fr: "/ecosysteme/membres", en: "/en/ecosystem/members" },
  contact: { fr: "/contact", en: "/en/contact" },
  news: { fr: "/event-volcans-biotech-leve-12-millions", en: "/en/event-volcans-biotech-raises-12-million" },
  search: { fr: "/recherche?q=hydrog%C3%A8ne", en: "/en/search?q=hydrogen" },
  offline: { fr: "/hors-ligne", en: "/en/offline" },
  "404": { fr: "/page-introuvable-xyz", en: "/en/no-such-page-xyz" },
} as const;

for (const [kind, paths] of Object.entries(pages)) {
  test(`the ${kind} page is valid HTML in French and English`, async ({ request }) => {
    for (const path of Object.values(paths)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(kind === "404" ? 404 : 200);
      expect(await htmlFindings(await response.text(), path), path).toEqual([]);
    }
  });
}
