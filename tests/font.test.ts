import { glob, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { fontFile, keptWeights, latinCharacters, sourceFile, subsetInter } from "../scripts/generate-font.ts";
import { t } from "../lib/i18n/messages.ts";

/** Every string of an object, functions called with a sample argument. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String((value as (arg: string) => unknown)("12"))];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the site's font (scripts/generate-font.ts)", () => {
  it("is the committed output of the script, from the installed package", async () => {
    const [committed, generated, source] = await Promise.all([readFile(fontFile), subsetInter(), readFile(sourceFile)]);
    expect(Buffer.compare(committed, generated), "run `node scripts/generate-font.ts` and commit the result").toBe(0);
    expect(committed.length).toBeLessThan(source.length * 0.75);
  });

  it("declares in styles/fonts.ts the weights it keeps", async () => {
    const fonts = await readFile(new URL("../styles/fonts.ts", import.meta.url), "utf8");
    expect(fonts).toContain(`weight: "${keptWeights.min} ${keptWeights.max}"`);
    expect(fonts).toContain(`src: "./fonts/inter-latin-wght-normal.woff2"`);
  });

  it("keeps every weight the styles ask for", async () => {
    const weights = new Set<number>();
    for await (const file of glob("{app,components,styles}/**/*.css", { cwd: new URL("..", import.meta.url) })) {
      const css = await readFile(new URL(`../${file}`, import.meta.url), "utf8");
      for (const match of css.matchAll(/font-weight:\s*(\d+)/g)) weights.add(Number(match[1]));
    }
    expect(weights.size).toBeGreaterThan(0);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(keptWeights.min);
      expect(weight).toBeLessThanOrEqual(keptWeights.max);
    }
  });

  it("has a glyph range for every character of the interface text, in both languages", async () => {
    const kept = new Set(await latinCharacters());
    const text = [...strings(t("fr")), ...strings(t("en"))].join("");
    const missing = [...new Set(text)].filter((character) => !kept.has(character));
    expect(missing).toEqual([]);
  });
});
