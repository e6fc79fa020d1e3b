import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// WCAG 2 contrast of the text/background pairs the design uses, read from tokens.css itself.
const css = readFileSync(new URL("../styles/tokens.css", import.meta.url), "utf8");
const tokens = new Map(
  [...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [match[1] as string, match[2] as string]),
);

function color(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`no token --${name}`);
  return value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("design tokens meet WCAG AA", () => {
  it.each([
    ["color-navy", "color-white", 4.5],
    ["color-navy", "color-pale", 4.5],
    ["color-ink-soft", "color-white", 4.5],
    ["color-ink-soft", "color-pale", 4.5],
    ["color-link", "color-white", 4.5],
    ["color-link", "color-pale", 4.5],
    ["color-white", "color-navy", 4.5],
    ["color-mist", "color-navy", 4.5],
    ["color-gold", "color-navy", 4.5],
    ["color-white", "color-navy-2", 4.5],
    // Focus rings and outlines (3:1 for UI components).
    ["color-navy", "color-white", 3],
    ["color-gold", "color-navy", 3],
  ])("%s on %s ≥ %s:1", (foreground, background, minimum) => {
    expect(contrast(color(foreground), color(background))).toBeGreaterThanOrEqual(minimum);
  });

  it("never uses gold as text on white (it fails AA)", () => {
    expect(contrast(color("color-gold"), color("color-white"))).toBeLessThan(3);
  });
});

describe("body text keeps one size from block to block", () => {
  // A block's running text (its `.text` or `.intro`) is set in the body size (global.css's body:
  // --text-base), or smaller in a card. Only a lead, the one soft-ink sentence under a section's
  // title, is larger: otherwise consecutive blocks change size.
  const blocksDir = new URL("../components/blocks/", import.meta.url);
  const sheets = [
    ...readdirSync(blocksDir).filter((file) => file.endsWith(".module.css")),
    "parts/section-heading.module.css",
  ];
  it.each(sheets)("%s", (file) => {
    const sheet = readFileSync(new URL(file, blocksDir), "utf8");
    for (const rule of sheet.matchAll(/(?:^|\n)\.(text|intro) \{([^}]*)\}/g)) {
      const body = rule[2] ?? "";
      const size = /font-size:\s*([^;]+);/.exec(body)?.[1];
      if (!size || size === "var(--text-base)" || size === "var(--text-sm)") continue;
      expect(body, `.${rule[1]} in ${file} is larger than the body: only a lead may be`).toContain(
        "color: var(--color-ink-soft)",
      );
    }
  });

  it("is the body's size", () => {
    const global = readFileSync(new URL("../styles/global.css", import.meta.url), "utf8");
    expect(/body \{[^}]*font-size: var\(--text-base\);/.exec(global)).not.toBeNull();
  });
});
