import { describe, expect, it } from "vitest";
import { toLink } from "../lib/wordpress/acf.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";

const links = createLinkRewriter("https://cms.example.org");

describe("link rewriting", () => {
  it.each([
    ["https://cms.example.org/", "/"],
    ["https://cms.example.org/vivre/se-deplacer/", "/vivre/se-deplacer"],
    ["https://cms.example.org/en/", "/en"],
    ["https://cms.example.org/en/life/", "/en/life"],
    ["https://cms.example.org/fr/vivre/", "/vivre"],
    ["https://cms.example.org/events/forum-des-metiers/", "/event-forum-des-metiers"],
    ["https://cms.example.org/en/events/careers-fair/", "/en/event-careers-fair"],
    ["https://cms.example.org/vivre/?onglet=2#acces", "/vivre?onglet=2#acces"],
    ["/etudier/", "/etudier"],
  ])("%s → %s", (from, to) => {
    expect(links.toSite(from)).toBe(to);
  });

  it("leaves media and WordPress internals on the CMS host", () => {
    expect(links.toSite("https://cms.example.org/wp-content/uploads/2026/11/campus.jpg")).toBe(
      "https://cms.example.org/wp-content/uploads/2026/11/campus.jpg",
    );
    expect(links.toSite("/wp-content/uploads/a.jpg")).toBe("https://cms.example.org/wp-content/uploads/a.jpg");
    expect(links.toSite("https://cms.example.org/wp-json/wp/v2/pages")).toBe(
      "https://cms.example.org/wp-json/wp/v2/pages",
    );
  });

  it("makes protocol-relative links to other hosts external https links, in every form a browser reads", () => {
    for (const url of [
      "//evil.example/a?b=1#c",
      "/\\evil.example/a?b=1#c",
      "\\\\evil.example/a?b=1#c",
      " //evil.example/a?b=1#c",
      "/\t/evil.example/a?b=1#c",
    ]) {
      expect(links.toSite(url), JSON.stringify(url)).toBe("https://evil.example/a?b=1#c");
      expect(toLink({ url, title: "Lien", target: "" }, links), JSON.stringify(url)).toEqual({
        label: "Lien",
        href: "https://evil.example/a?b=1#c",
        external: true,
        newTab: false,
      });
    }
    // On the CMS's own host it is a page of the site like any other.
    expect(links.toSite("//cms.example.org/vivre/")).toBe("/vivre");
    expect(links.toMedia("//evil.example/a.png")).toHaveProperty("refused");
    expect(links.toMedia("/\\evil.example/a.png")).toHaveProperty("refused");
    expect(links.toMedia("//cms.example.org/wp-content/uploads/a.png")).toEqual({
      src: "https://cms.example.org/wp-content/uploads/a.png",
    });
  });

  it("leaves other sites, mail and phone links alone", () => {
    for (const url of ["https://www.example.com/a/", "mailto:contact@example.org", "tel:+33400000000", "#section"]) {
      expect(links.toSite(url)).toBe(url);
    }
  });

  it("handles WordPress installed in a sub-folder", () => {
    const nested = createLinkRewriter("https://example.org/wordpress");
    expect(nested.toSite("https://example.org/wordpress/vivre/")).toBe("/vivre");
    expect(nested.toSite("https://example.org/wordpress/wp-content/uploads/x.jpg")).toBe(
      "https://example.org/wordpress/wp-content/uploads/x.jpg",
    );
    expect(nested.toSite("https://example.org/other/")).toBe("https://example.org/other/");
  });

  it("turns site paths back into WordPress paths (breadcrumb requests)", () => {
    expect(links.toCmsPath("/event-forum-des-metiers")).toBe("/events/forum-des-metiers");
    expect(links.toCmsPath("/en/event-careers-fair")).toBe("/en/events/careers-fair");
    expect(links.toCmsPath("/fr/vivre/se-deplacer")).toBe("/vivre/se-deplacer");
    expect(links.toCmsPath("/")).toBe("/");
  });
});
