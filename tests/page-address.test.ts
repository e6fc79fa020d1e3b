// Whether anything lives at a page address (lib/routing/page-address.ts): proxy.ts's decision, and
// the site's server's before Next.js for a visitor without a preview cookie.
import { describe, expect, it } from "vitest";
import type { Language } from "../config/site.ts";
import { isMissingPage, missingPageLanguage, siteAddress, type RouteLookup } from "../lib/routing/page-address.ts";
import type { Route } from "../lib/wordpress/route-table.ts";

/** A table that knows `/vivre`, `/en/life` and one event; `asked` lists each lookup. */
function table(
  known: Record<string, Route["kind"]> = { "/vivre": "page", "/en/life": "page", "/event-salon": "event" },
) {
  const asked: string[] = [];
  const lookup: RouteLookup = async (language: Language, path: string) => {
    asked.push(`${language} ${path}`);
    const kind = known[path];
    return kind ? ({ kind } as Route) : null;
  };
  return { lookup, asked };
}

describe("a page address with nothing behind it", () => {
  it("is said so with its language's 404 page, from the route table", async () => {
    const { lookup, asked } = table();
    expect(await missingPageLanguage("/vivre/inconnu", lookup)).toBe("fr");
    expect(await missingPageLanguage("/en/unknown?utm_source=x", lookup)).toBe("en");
    expect(await missingPageLanguage("/fr/inconnu", lookup)).toBe("fr");
    expect(await missingPageLanguage("/vivre", lookup)).toBeNull();
    expect(await missingPageLanguage("/fr/vivre", lookup)).toBeNull();
    expect(await missingPageLanguage("/en/life", lookup)).toBeNull();
    expect(asked).toEqual([
      "fr /vivre/inconnu",
      "en /en/unknown",
      "fr /inconnu",
      "fr /vivre",
      "fr /vivre",
      "en /en/life",
    ]);
  });

  it("leaves to the page's route what the table cannot tell, and never looks up the site's own pages", async () => {
    const unknown: RouteLookup = async () => undefined;
    expect(await missingPageLanguage("/vivre/inconnu", unknown)).toBeNull();
    const { lookup, asked } = table();
    for (const own of ["/", "/en", "/fr", "/hors-ligne", "/en/offline", "/recherche", "/en/search", "/agenda.ics"])
      expect(await missingPageLanguage(own, lookup), own).toBeNull();
    expect(asked).toEqual([]);
  });

  it("leaves to Next.js an address it would redirect or read otherwise", async () => {
    const { lookup, asked } = table();
    for (const odd of [
      "/Inconnu",
      "/inconnu/",
      "/wp-admin/",
      "/.env/",
      "//inconnu",
      "/a/../inconnu",
      "/a/./b",
      "/a\\b",
      "/é",
      "/a b",
      "inconnu",
    ])
      expect(await missingPageLanguage(odd, lookup), odd).toBeNull();
    expect(asked).toEqual([]);
  });

  it("leaves alone the addresses the proxy never sees: Next's files, the API, the root metadata files", async () => {
    const { lookup, asked } = table();
    for (const own of ["/robots.txt", "/sitemap.xml", "/sitemaps/0", "/manifest.webmanifest", "/icon.png", "/sw.js"])
      expect(await missingPageLanguage(own, lookup), own).toBeNull();
    expect(asked).toEqual([]);
  });

  it("answers an address that can never be a page without asking the table, and an event's calendar file by its event", async () => {
    const { lookup, asked } = table();
    expect(await missingPageLanguage("/wp-admin/setup.php", lookup)).toBe("fr");
    expect(await missingPageLanguage("/.env", lookup)).toBe("fr");
    expect(asked).toEqual([]);
    expect(await missingPageLanguage("/event-salon.ics", lookup)).toBeNull();
    expect(await missingPageLanguage("/event-absent.ics", lookup)).toBe("fr");
    // Only an event's address has a calendar file: `/vivre.ics` is an address of its own, unknown.
    expect(await isMissingPage("fr", "/vivre.ics", lookup, () => false)).toBe(true);
    expect(asked).toEqual(["fr /event-salon", "fr /event-absent", "fr /vivre.ics"]);
  });

  it("is a page when it is the preview address the request may see", async () => {
    const { lookup } = table();
    expect(await isMissingPage("fr", "/apercu/page-12", lookup, () => true)).toBe(false);
    expect(await isMissingPage("fr", "/apercu/page-12", lookup, () => false)).toBe(true);
    expect(siteAddress("/fr/vivre")).toEqual({ language: "fr", path: "/vivre" });
    expect(siteAddress("/en/life")).toEqual({ language: "en", path: "/en/life" });
    expect(siteAddress("/fr")).toEqual({ language: "fr", path: "/" });
  });
});
