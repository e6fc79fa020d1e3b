// Cuts the site's font down to what the site uses: Inter's variable latin file from
// @fontsource-variable/inter (48 KB), limited to the weights the styles use (400 to 900, not 100
// to 900) and to the OpenType features they need (kerning, marks, standard ligatures and
// contextual forms, tabular figures for the counters and the slider), for the same characters
// (the package's own `unicode-range` for latin: French and English). The browser preloads this
// file on every first visit, before the page's largest image, so its size is paid on every slow
// connection. Run `node scripts/generate-font.ts` after updating the package or using a new
// weight or feature; the result is committed (nothing is subset at build or run time).
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";

const root = new URL("..", import.meta.url);
const packageDir = new URL("node_modules/@fontsource-variable/inter/", root);
export const sourceFile = new URL("files/inter-latin-wght-normal.woff2", packageDir);
export const fontFile = new URL("styles/fonts/inter-latin-wght-normal.woff2", root);
export const keptFeatures = ["kern", "mark", "mkmk", "ccmp", "locl", "liga", "calt", "tnum"];
/** The weights kept; styles/fonts.ts declares the same range (next/font wants it written there as a literal). */
export const keptWeights = { min: 400, max: 900 };

/** The characters of the package's latin `@font-face` (its `unicode-range`), as one string. */
export async function latinCharacters(): Promise<string> {
  const css = await readFile(new URL("index.css", packageDir), "utf8");
  const block = css.split("@font-face").find((rule) => rule.includes("inter-latin-wght-normal.woff2"));
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range)
    throw new Error("@fontsource-variable/inter: no unicode-range for inter-latin-wght-normal.woff2 in index.css");
  let characters = "";
  for (const part of range.split(",")) {
    const [first, last = first] = part
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    for (let code = first!; code <= last!; code++) if (code >= 0x20) characters += String.fromCodePoint(code);
  }
  return characters;
}

export async function subsetInter(): Promise<Buffer> {
  const source = await readFile(sourceFile);
  return subsetFont(source, await latinCharacters(), {
    targetFormat: "woff2",
    variationAxes: { wght: keptWeights },
    keepFeatures: keptFeatures,
  });
}

if (import.meta.main) {
  const [source, subset] = await Promise.all([readFile(sourceFile), subsetInter()]);
  await writeFile(fontFile, subset);
  console.log(
    `styles/fonts/inter-latin-wght-normal.woff2: ${subset.length} bytes (the package's file: ${source.length} bytes)`,
  );
}
