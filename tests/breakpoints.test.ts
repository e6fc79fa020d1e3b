import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { breakpoints } from "../config/site.ts";

// SPEC.md §9's grid breakpoints are 576, 577, 768, 1008, 1200 and 1440 px: "up to 576" is
// (max-width: 576px), "from 577" is (min-width: 577px); the others start a range (min-width).
const root = new URL("..", import.meta.url).pathname;
const allowed = new Set([
  "max-width: 576px",
  "min-width: 577px",
  "min-width: 768px",
  "min-width: 1008px",
  "min-width: 1200px",
  "min-width: 1440px",
]);
/**
 * Not grid breakpoints, each said in its file: overrides of a library's own layout, at the library's
 * breakpoint; the side dock, shown only where the margin beside the widest (1440 px) column holds it.
 */
const libraryBreakpoints: Record<string, string> = {
  "components/consent/consent-theme.css": "max-width: 640px",
  "components/blocks/parts/scroll-dock.module.css": "min-width: 1576px",
};

function cssFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith(".css") ? [join(dir, entry.name)] : [],
  );
}

describe("breakpoints", () => {
  const files = ["app", "components", "styles"].flatMap(cssFiles);

  it("finds the style sheets", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("every media query of the site's CSS uses SPEC.md's breakpoints", () => {
    const wrong: string[] = [];
    for (const file of files) {
      const css = readFileSync(join(root, file), "utf8");
      for (const match of css.matchAll(/\((m(?:in|ax)-width):\s*([\d.]+)(px|em|rem)\)/g)) {
        const query = `${match[1]}: ${match[2]}${match[3]}`;
        if (!allowed.has(query) && libraryBreakpoints[relative(root, join(root, file))] !== query)
          wrong.push(`${file}: (${query})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the configuration's breakpoints and the container's width are SPEC.md's", () => {
    expect(Object.values(breakpoints)).toEqual([576, 768, 1008, 1200, 1440]);
    const tokens = readFileSync(join(root, "styles/tokens.css"), "utf8");
    expect(tokens).toMatch(new RegExp(`--container:\\s*${breakpoints.xl}px;`));
  });
});
