// docs/settings.md is the one table of the site's settings: it names every variable config/env.ts
// reads, and the embedded CMS's launcher's, each once with config/env.ts's default, and nothing else.
// A default in italics, "*(…)*", is not a value of its own (unset, or made from other settings).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Nodes, RootContent, Table } from "mdast";
import { toString } from "mdast-util-to-string";
import { describe, expect, it } from "vitest";
import { schema } from "../config/env.ts";
import { parseMarkdown } from "./markdown-links.ts";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const variableName = /^[A-Z][A-Z\d]*(?:_[A-Z\d]+)+$|^[A-Z]{4,}$/;

/** The table of a Markdown file whose header row is `header`, as rows of cells' nodes. */
function table(file: string, header: string[]): RootContent[][][] {
  const found = parseMarkdown(read(file)).children.find(
    (node): node is Table =>
      node.type === "table" && node.children[0]!.children.map((cell) => toString(cell)).join("|") === header.join("|"),
  );
  if (!found) throw new Error(`${file} has no table headed ${header.join(" | ")}`);
  return found.children.slice(1).map((row) => row.children.map((cell) => cell.children as RootContent[]));
}

/** The inline code of some nodes, in order. */
function codes(nodes: RootContent[]): string[] {
  const found: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === "inlineCode") found.push(node.value);
    if ("children" in node) for (const child of node.children) walk(child);
  };
  for (const node of nodes) walk(node);
  return found;
}

const documented = table("docs/settings.md", ["variable", "default", "meaning"]).map(([names, fallback]) => ({
  names: codes(names!).filter((name) => variableName.test(name)),
  // An emphasis alone: no value of the variable's own.
  defaults:
    fallback!.length === 1 && fallback![0]!.type === "emphasis" ? null : codes(fallback!).map((value) => value.trim()),
  text: fallback!.map((node) => toString(node)).join(""),
}));
const documentedNames = documented.flatMap((row) => row.names);

const shape = schema.in.shape as Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>;
/** What the embedded CMS's launcher reads from the environment besides config/env.ts. */
const launcherNames = [...read("scripts/lib/runtime.ts").matchAll(/process\.env\.(CMS_[A-Z_]+)/g)].map(
  (match) => match[1]!,
);

/** The value config/env.ts gives a variable that is not set. */
function defaultOf(name: string): unknown {
  const result = shape[name]!.safeParse(undefined);
  if (!result.success) throw new Error(`${name} has no default`);
  return result.data;
}
const isUnset = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

describe("docs/settings.md", () => {
  it("documents every setting once", () => {
    expect(documentedNames.length).toBeGreaterThan(30);
    expect(documentedNames.filter((name, index) => documentedNames.indexOf(name) !== index)).toEqual([]);
    expect(documented.filter((row) => row.names.length === 0)).toEqual([]);
  });

  it("names every variable config/env.ts and the CMS's launcher read, and no other", () => {
    const known = new Set([...Object.keys(shape), ...launcherNames]);
    expect(launcherNames).toEqual(expect.arrayContaining(["CMS_ADMIN", "CMS_SCALE", "CMS_VARIANT"]));
    expect([...known].filter((name) => !documentedNames.includes(name)).sort()).toEqual([]);
    expect(documentedNames.filter((name) => !known.has(name)).sort()).toEqual([]);
  });

  it("gives each variable config/env.ts's default", () => {
    const wrong: string[] = [];
    for (const row of documented) {
      const names = row.names.filter((name) => name in shape);
      if (row.defaults === null) {
        for (const name of names)
          if (!isUnset(defaultOf(name)))
            wrong.push(`${name}: documented as ${row.text}, is ${String(defaultOf(name))}`);
        continue;
      }
      if (names.length === 0) continue;
      const expected = row.defaults.length === 1 ? names.map(() => row.defaults![0]) : row.defaults;
      if (expected.length !== names.length) {
        wrong.push(`${row.names.join(", ")}: ${expected.length} defaults for ${names.length} variables`);
        continue;
      }
      names.forEach((name, index) => {
        const actual = defaultOf(name);
        if (isUnset(actual) || String(actual) !== expected[index])
          wrong.push(`${name}: documented as ${expected[index]}, is ${String(actual)}`);
      });
    }
    expect(wrong).toEqual([]);
  });
});

describe("README.md", () => {
  const readme = read("README.md");

  it("is at most 15 KB", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15 * 1024);
  });

  it("shows the two commands, the block showcase and how to connect a WordPress on its first screen", () => {
    const firstScreen = readme.split("\n").slice(0, 40).join("\n");
    expect(firstScreen).toContain("npm ci && npm start");
    expect(firstScreen).toMatch(/^npm test\b/m);
    expect(firstScreen).toContain("http://127.0.0.1:3000/blocs");
    expect(firstScreen).toContain("[Connecting your WordPress](docs/wordpress/connecting.md)");
  });

  it("lists ten settings, each in the settings table", () => {
    const rows = table("README.md", ["setting", "what it is for"]);
    expect(rows).toHaveLength(10);
    const names = rows.flatMap(([cell]) => codes(cell!).filter((name) => variableName.test(name)));
    expect(names.filter((name) => !documentedNames.includes(name))).toEqual([]);
  });
});
