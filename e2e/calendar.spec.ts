// Event pages worth visiting (address, registration, time once, "Add to calendar") and the agenda's
// iCalendar feed per language and per filter, read with ical.js (not the library that writes them).
import ICAL from "ical.js";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { cmsJson, decodeEntities, expectNoAxeViolations, refuseConsent, suiteSiteUrl } from "./helpers.ts";

interface CmsEvent {
  id: number;
  link: string;
  title: { rendered: string };
  acf:
    | {
        type?: string;
        start_date?: string;
        end_date?: string;
        place?: string;
        field?: string;
        address?: string;
        registration_link?: { url: string; title: string } | "";
      }
    | [];
}

const nb = "\u00a0";

async function cmsEvents(language: "fr" | "en"): Promise<CmsEvent[]> {
  return cmsJson<CmsEvent[]>(`wp/v2/events?lang=${language}&per_page=100`);
}
const fieldsOf = (event: CmsEvent) => (Array.isArray(event.acf) ? {} : event.acf);

/** A calendar file fetched from the site, read by ical.js with its zones registered. */
async function readCalendar(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  return {
    response,
    zones: zones.map((zone) => zone.getFirstPropertyValue("tzid")),
    events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)),
  };
}

/** ACF's `2026-12-03 18:30:00` → `18 h 30` / `6:30 pm`, as the site writes a time in each language. */
function clock(text: string, language: "fr" | "en"): string {
  const [hour, minute] = text.slice(11, 16).split(":").map(Number) as [number, number];
  const minutes = String(minute).padStart(2, "0");
  if (language === "fr") return minute ? `${hour}${nb}h${nb}${minutes}` : `${hour}${nb}h`;
  return `${hour % 12 || 12}${minute ? `:${minutes}` : ""}${nb}${hour < 12 ? "am" : "pm"}`;
}

for (const { language, path } of [
  { language: "fr", path: "/event-conference-medecine-de-demain" },
  { language: "en", path: "/en/event-talk-tomorrows-medicine" },
] as const) {
  test(`an event page in ${language}: its time once, its address, its registration, and an .ics a calendar reads`, async ({
    page,
    request,
  }) => {
    const event = (await cmsEvents(language)).find((candidate) =>
      candidate.link.endsWith(`${path.replace("/event-", "/events/")}/`),
    );
    if (!event) throw new Error(`no CMS event for ${path}`);
    const fields = fieldsOf(event);
    const address = (fields.address ?? "").split("\n").filter(Boolean);
    expect(address.length).toBeGreaterThan(1);
    const registration = fields.registration_link;
    if (!registration) throw new Error(`no registration link for ${path}`);

    await page.goto(path);
    await refuseConsent(page, language);
    const facts = page.getByRole("complementary");
    // The time, once, as the language writes it: "de 18 h 30 à 20 h 30", "6:30 pm – 8:30 pm".
    const [start, end] = [clock(fields.start_date ?? "", language), clock(fields.end_date ?? "", language)];
    await expect(facts).toContainText(language === "fr" ? `de ${start} à ${end}` : `${start} – ${end}`);
    // No other format anywhere on the page: no 24-hour clock (18:30), and in English every time with am/pm.
    const text = await page.locator("main").innerText();
    expect(text.match(language === "fr" ? /\d:\d{2}/g : /\d{1,2}:\d{2}(?!\s[ap]m)/g)).toBeNull();
    // Where: the city, then the venue and its street address, line by line.
    await expect(facts).toContainText(fields.place ?? "");
    for (const line of address)
      expect((await facts.innerText()).replace(/\s+/g, " ")).toContain(line.replace(/\s+/g, " "));
    // The registration link, to the page WordPress names.
    const register = facts.getByRole("link", { name: decodeEntities(registration.title) });
    await expect(register).toHaveAttribute("href", registration.url);
    // Add to calendar: the event's own file, next to its address.
    const add = facts.getByRole("link", { name: language === "fr" ? /Ajouter à mon agenda/ : /Add to calendar/ });
    await expect(add).toHaveAttribute("href", `${path}.ics`);
    await expectNoAxeViolations(page);

    const { zones, events } = await readCalendar(request, `${path}.ics`);
    expect(zones).toEqual(["Europe/Paris"]);
    expect(events).toHaveLength(1);
    const [entry] = events as [ICAL.Event];
    expect(entry.summary.replace(/\s+/g, " ")).toBe(decodeEntities(event.title.rendered).replace(/\s+/g, " "));
    expect(entry.startDate.zone?.tzid).toBe("Europe/Paris");
    expect(entry.startDate.toString()).toBe((fields.start_date ?? "").replace(" ", "T"));
    expect(entry.endDate.toString()).toBe((fields.end_date ?? "").replace(" ", "T"));
    expect(entry.location.replace(/\s+/g, " ")).toBe(address.join(", ").replace(/\s+/g, " "));
    expect(entry.component.getFirstPropertyValue("url")).toBe(`${suiteSiteUrl}${path}`);
    expect(entry.description).toContain(registration.url);
  });
}

test("an event page says nothing twice: its body has no second date or time", async ({ page }) => {
  await page.goto("/event-conference-medecine-de-demain");
  const body = page.locator("main [class*=content]").first();
  await expect(body).toContainText("Au programme");
  await expect(body).not.toContainText(/\d+\s?h\s?\d*|Quand/);
});

test("a news item has no calendar file, and an unknown event's is the 404 page", async ({ request }) => {
  expect((await request.get("/en/event-green-hydrogen-demonstrator.ics")).status()).toBe(404);
  const missing = await request.get("/event-this-event-does-not-exist.ics");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Cette page est introuvable");
  expect((await request.get("/vivre.ics")).status()).toBe(404);
});

for (const language of ["fr", "en"] as const) {
  test(`the agenda in ${language}: every event in Paris time, and the list's filters apply to it`, async ({
    request,
  }) => {
    const all = (await cmsEvents(language)).filter((event) => fieldsOf(event).type === "event");
    const feed = language === "fr" ? "/agenda.ics" : "/en/agenda.ics";
    const whole = await readCalendar(request, feed);
    expect(whole.zones).toEqual(["Europe/Paris"]);
    expect(whole.events.map((event) => event.summary.replace(/\s+/g, " ")).sort()).toEqual(
      all.map((event) => decodeEntities(event.title.rendered).replace(/\s+/g, " ")).sort(),
    );
    // Each at its Paris wall-clock time, an instant a calendar places right (winter and summer alike).
    for (const event of all) {
      const entry = whole.events.find((candidate) => candidate.uid.startsWith(`event-${event.id}@`));
      expect(entry?.startDate.toString(), `event ${event.id}`).toBe(
        (fieldsOf(event).start_date ?? "").replace(" ", "T"),
      );
      expect(entry?.startDate.zone?.tzid).toBe("Europe/Paris");
    }
    expect(whole.response.headers()["cache-control"]).toMatch(/s-maxage=\d+/);

    // Filtered as the list is: by place, by place and field, and the type "news" leaves none.
    const lyon = language === "fr" ? "Lyon" : "Lyon";
    const byPlace = all.filter((event) => fieldsOf(event).place === lyon);
    expect(byPlace.length).toBeGreaterThan(0);
    expect(byPlace.length).toBeLessThan(all.length);
    const placed = await readCalendar(request, `${feed}?place=${encodeURIComponent(lyon)}`);
    expect(placed.events.map((event) => event.uid).sort()).toEqual(
      byPlace.map((event) => `event-${event.id}@127.0.0.1:${process.env.E2E_PORT}`).sort(),
    );
    const field = fieldsOf(byPlace[0]!).field ?? "";
    const both = await readCalendar(
      request,
      `${feed}?filiere=${encodeURIComponent(field)}&place=${encodeURIComponent(lyon)}&unknown=1`,
    );
    expect(both.events.length).toBe(byPlace.filter((event) => fieldsOf(event).field === field).length);
    expect((await readCalendar(request, `${feed}?type=news`)).events).toEqual([]);
    // Values the list does not know are ignored, as the list ignores them.
    const hostile = await readCalendar(request, `${feed}?place=${encodeURIComponent("<script>x</script>")}`);
    expect(hostile.events.length).toBe(all.length);
  });
}

test("the events list offers its selection as a calendar: webcal: to subscribe, .ics to download, both with its filters", async ({
  page,
  request,
}) => {
  await page.goto("/agenda?place=Lyon&type=event");
  await refuseConsent(page, "fr");
  const host = new URL(suiteSiteUrl).host;
  const subscribe = page.getByRole("link", { name: "S’abonner à l’agenda" });
  await expect(subscribe).toHaveAttribute("href", `webcal://${host}/agenda.ics?type=event&place=Lyon`);
  const download = page.getByRole("link", { name: "Télécharger le fichier .ics" });
  await expect(download).toHaveAttribute("href", "/agenda.ics?type=event&place=Lyon");
  const file = await readCalendar(request, (await download.getAttribute("href")) ?? "");
  expect(file.events.length).toBeGreaterThan(0);
  for (const event of file.events) expect(event.location).toMatch(/Lyon/);
  await expectNoAxeViolations(page);

  // News only: no calendar to offer.
  await page.goto("/en/now?type=news");
  await expect(page.getByRole("link", { name: "Subscribe to the calendar" })).toHaveCount(0);
  await page.goto("/en/now");
  await expect(page.getByRole("link", { name: "Subscribe to the calendar" })).toHaveAttribute(
    "href",
    `webcal://${host}/en/agenda.ics`,
  );
});
