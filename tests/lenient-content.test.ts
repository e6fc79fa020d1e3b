// Content shaped as other WordPress sites shape it: date-only events (ACF's date picker), a
// breadcrumb level without an address, a society logo given as a URL string.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Breadcrumb } from "../components/layout/breadcrumb.tsx";
import { eventDateText, eventTimeText } from "../lib/events/format.ts";
import { isUpcoming } from "../lib/events/filters.ts";
import { eventStructuredData } from "../lib/events/structured-data.ts";
import { breadcrumbStructuredData } from "../lib/seo/breadcrumb.ts";
import { toCrumbs } from "../lib/wordpress/breadcrumb.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { toEventDetail } from "../lib/wordpress/events.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { rawBreadcrumb, rawEvent, rawSociety } from "../lib/wordpress/schemas.ts";
import { toSociety } from "../lib/wordpress/societies.ts";

const cms = "https://cms.example.org";
const context = createBlockContext(createLinkRewriter(cms));

function event(acf: Record<string, unknown>, lang: "fr" | "en" = "fr") {
  return toEventDetail(
    rawEvent.parse({
      id: 7,
      link: `${cms}${lang === "en" ? "/en" : ""}/events/salon/`,
      lang,
      date_gmt: "2024-04-01T08:00:00",
      title: { rendered: "Salon" },
      acf: { type: "event", place: "Lyon", ...acf },
    }),
    context,
  );
}

describe("an event given as days, without hours", () => {
  for (const start of ["20240522", "2024-05-22"]) {
    it(`(${start}) shows its day without a time in both languages, and its JSON-LD gives a date`, () => {
      const fr = event({ start_date: start });
      expect(fr.allDay).toBe(true);
      expect(eventDateText(fr, "fr")).toBe("mercredi 22 mai 2024");
      expect(eventTimeText(fr, "fr")).toBeNull();
      const en = event({ start_date: start }, "en");
      expect(eventDateText(en, "en")).toBe("Wednesday, 22 May 2024");
      expect(eventTimeText(en, "en")).toBeNull();
      const data = eventStructuredData(fr, "https://www.example.org");
      expect(data.startDate).toBe("2024-05-22");
      expect(data.endDate).toBeUndefined();
    });
  }

  it("spans its days, and is upcoming until its last day ends", () => {
    const fair = event({ start_date: "20240522", end_date: "20240524" });
    expect(eventDateText(fair, "fr")).toMatch(/^mercredi 22\s–\svendredi 24 mai 2024$/);
    expect(eventStructuredData(fair, "https://www.example.org")).toMatchObject({
      startDate: "2024-05-22",
      endDate: "2024-05-24",
    });
    expect(isUpcoming(fair, new Date("2024-05-24T20:00:00+02:00"))).toBe(true);
    expect(isUpcoming(fair, new Date("2024-05-25T00:30:00+02:00"))).toBe(false);
  });

  it("differs from an event with hours, which keeps its time and its instant", () => {
    const talk = event({ start_date: "2024-05-22 18:30:00" });
    expect(talk.allDay).toBe(false);
    expect(eventTimeText(talk, "fr")).toBe("18\u00a0h\u00a030");
    expect(eventStructuredData(talk, "https://www.example.org").startDate).toBe("2024-05-22T18:30:00+02:00");
  });
});

describe("a breadcrumb level without an address", () => {
  const raw = rawBreadcrumb.parse([
    { title: "Accueil", url: "https://cms.example.org/" },
    { title: "Archives", url: null },
    { title: "Sans lien", url: false },
    { title: "Colloque", url: null },
  ]);

  it("is kept, named, without an address, wherever it sits in the trail", () => {
    expect(toCrumbs(raw, context)).toEqual([
      { label: "Accueil", href: "/" },
      { label: "Archives", href: null },
      { label: "Sans lien", href: null },
      { label: "Colloque", href: null },
    ]);
  });

  it("shows as text, the last one as the current page, and is named without an item in the JSON-LD", () => {
    const crumbs = toCrumbs(raw, context);
    const html = renderToStaticMarkup(createElement(Breadcrumb, { language: "fr", trail: { crumbs } }));
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<span[^>]*>Archives<\/span>/);
    expect(html).toMatch(/<span[^>]*aria-current="page"[^>]*>Colloque<\/span>/);
    expect(breadcrumbStructuredData(crumbs, "https://www.example.org").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.example.org/" },
      { "@type": "ListItem", position: 2, name: "Archives" },
      { "@type": "ListItem", position: 3, name: "Sans lien" },
      { "@type": "ListItem", position: 4, name: "Colloque" },
    ]);
  });
});

describe("a society logo given as a URL string (ACF's image field returning its URL)", () => {
  const society = (logo: unknown) =>
    toSociety(
      rawSociety.parse({
        id: 9,
        link: `${cms}/societies/lumen/`,
        lang: "fr",
        title: { rendered: "Lumen" },
        acf: { logo },
      }),
      context,
    );

  it("renders as the logo, from the CMS, in its square box", () => {
    expect(society(`${cms}/wp-content/uploads/2026/11/logo-lumen.png`).logo).toEqual({
      src: `${cms}/wp-content/uploads/2026/11/logo-lumen.png`,
      alt: "",
      width: 300,
      height: 300,
    });
    expect(
      society({ url: `${cms}/wp-content/uploads/2026/11/logo-lumen.png`, alt: "Lumen", width: 150, height: 80 }).logo,
    ).toMatchObject({ alt: "Lumen", width: 150 });
  });

  it("is checked like every CMS address: an unsafe or empty one is no logo", () => {
    for (const logo of ["javascript:alert(1)", "data:image/svg+xml,<svg/>", "", "  ", false, null, 12])
      expect(society(logo).logo, String(logo)).toBeNull();
  });
});
