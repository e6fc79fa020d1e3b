// The pages the benchmark measures: each kind in both languages. A module of its own so that the
// tests of the report and targets can use them without running the benchmark (bench/run.ts).
export const pages = [
  { kind: "home", language: "fr", path: "/" },
  { kind: "home", language: "en", path: "/en" },
  { kind: "content", language: "fr", path: "/vivre" },
  { kind: "content", language: "en", path: "/en/life" },
  { kind: "blocks", language: "fr", path: "/blocs" },
  { kind: "blocks", language: "en", path: "/en/blocks" },
  { kind: "events", language: "fr", path: "/agenda" },
  { kind: "events", language: "en", path: "/en/now" },
] as const;
export type PageSpec = (typeof pages)[number];

/**
 * The pages Lighthouse measures: every kind of page in both languages (issue 31's target is for
 * each), the loaded pages and, besides them, an event page and the contact page.
 */
export const lighthousePages = [
  ...pages,
  { kind: "event", language: "fr", path: "/event-conference-medecine-de-demain" },
  { kind: "event", language: "en", path: "/en/event-talk-tomorrows-medicine" },
  { kind: "contact", language: "fr", path: "/contact" },
  { kind: "contact", language: "en", path: "/en/contact" },
] as const;
export type LighthousePageSpec = (typeof lighthousePages)[number];
