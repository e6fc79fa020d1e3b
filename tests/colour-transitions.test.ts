import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postcss, { type Rule } from "postcss";
import { describe, expect, it } from "vitest";

// Text and its background that change together (a hover that inverts them, the header once
// scrolled) change at once: eased, they pass through grey on grey, unreadable for the length of
// the transition (and an accessibility check made then fails). So no style eases `color`, and an
// element whose background eases keeps its text colour in every state.
const root = path.join(import.meta.dirname, "..");
const folders = ["components", "app", "styles"];

function cssFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".css"))
    .map((file) => path.join(folder, file));
}

/** The properties a `transition` value eases (`all` included). */
function eased(value: string): string[] {
  return value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "");
}

/** What sets the colour of text: `color` itself, or a custom property the element's `color` reads. */
function colourSetters(base: Rule): Set<string> {
  const setters = new Set(["color"]);
  base.walkDecls("color", (decl) => {
    for (const match of decl.value.matchAll(/var\((--[\w-]+)/g)) setters.add(match[1] as string);
  });
  return setters;
}

export function colourTransitionProblems(css: string, file: string): string[] {
  const problems: string[] = [];
  const rules: Rule[] = [];
  postcss.parse(css, { from: file }).walkRules((rule) => void rules.push(rule));
  for (const rule of rules) {
    rule.walkDecls(/^transition(-property)?$/, (decl) => {
      const properties = eased(decl.value);
      if (properties.includes("color") || properties.includes("all"))
        problems.push(`${file}: ${rule.selector} eases its text colour (${decl.value})`);
      if (!properties.includes("background-color") && !properties.includes("background")) return;
      // Each simple selector of the rule, and the rules that give it a state (`:hover`, `[data-…]`, …).
      for (const selector of rule.selectors) {
        const setters = colourSetters(rule);
        for (const state of rules) {
          if (state === rule) continue;
          const changes = state.selectors.some(
            (other) => other !== selector && other.startsWith(selector) && /^[:[]/.test(other.slice(selector.length)),
          );
          if (!changes) continue;
          state.walkDecls((change) => {
            if (setters.has(change.prop))
              problems.push(
                `${file}: ${selector} eases its background while ${state.selector} changes its text colour (${change.prop})`,
              );
          });
        }
      }
    });
  }
  return problems;
}

describe("colour transitions", () => {
  it("never ease text and its background through a mid-way pair", () => {
    const problems = folders
      .flatMap(cssFiles)
      .flatMap((file) => colourTransitionProblems(readFileSync(path.join(root, file), "utf8"), file));
    expect(problems).toEqual([]);
  });

  it("are found where they would be", () => {
    expect(colourTransitionProblems(".a { transition: color 1s; }", "x.css")).toHaveLength(1);
    expect(colourTransitionProblems(".a { transition: all 1s; }", "x.css")).toHaveLength(1);
    expect(
      colourTransitionProblems(".a { transition: background-color 1s; } .a:hover { color: white; }", "x.css"),
    ).toHaveLength(1);
    expect(
      colourTransitionProblems(
        ".h { color: var(--fg); transition: background-color 1s; } .h[data-on] { --fg: white; }",
        "x.css",
      ),
    ).toHaveLength(1);
    // A background that eases under text that keeps its colour; a colour that changes at once.
    expect(
      colourTransitionProblems(
        ".a { transition: background-color 1s, transform 1s; } .a:hover { background: pink; } .b:hover { color: red; }",
        "x.css",
      ),
    ).toEqual([]);
  });
});
