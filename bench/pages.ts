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
