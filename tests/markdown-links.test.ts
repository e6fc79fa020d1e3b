import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { anchorsOf, brokenLinks, markdownFiles, parseMarkdown } from "./markdown-links.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the repository's Markdown", () => {
  const files = markdownFiles(root);

  it("is found where the documentation lives", () => {
    for (const file of ["README.md", "BENCHMARKS.md", "docs/README.md", "docs/settings.md", "bench/notes.md"])
      expect(files).toContain(file);
    expect(files.some((file) => file.includes("node_modules"))).toBe(false);
  });

  it("has no relative link or #anchor that does not resolve", () => {
    expect(brokenLinks(root, files)).toEqual([]);
  });
});

describe("the link check", () => {
  const fixture = mkdtempSync(path.join(tmpdir(), "vitrine-links-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };

  it("slugs headings as GitHub does", () => {
    const anchors = anchorsOf(
      parseMarkdown(
        [
          "# When WordPress's content is not what the site expects",
          "## `TRUSTED_PROXIES`",
          "## Notes",
          "## Notes",
          "## An edit's way: through *every* copy",
          '<a id="each-languages-home"></a>Text.',
          "| a | b |\n|---|---|\n| x | y |",
        ].join("\n\n"),
      ),
    );
    expect([...anchors]).toEqual([
      "when-wordpresss-content-is-not-what-the-site-expects",
      "trusted_proxies",
      "notes",
      "notes-1",
      "an-edits-way-through-every-copy",
      "each-languages-home",
    ]);
  });

  it("reports a missing file, a missing anchor, and an anchor into a file that has none", () => {
    write(
      "README.md",
      "# Top\n\n## Settings\n\n[ok](docs/a.md#part) [ok](#settings) [ok](docs/) [ok](code.ts#L3-L9)\n",
    );
    write(
      "docs/a.md",
      "# A\n\n## Part\n\n[up](../README.md#top) ![image](../missing.png) [web](https://example.org/x#y)\n",
    );
    write("code.ts", "export {};\n");
    write(
      "docs/b.md",
      "[gone](../nothing.md) [old](../README.md#configuration) [here](#nowhere) [ts](../code.ts#part) `[code](#not-a-link)`\n\n[ref]: a.md#missing\n",
    );
    expect(brokenLinks(fixture, markdownFiles(fixture))).toEqual([
      "docs/a.md: ../missing.png: no such file or folder",
      "docs/b.md: ../nothing.md: no such file or folder",
      'docs/b.md: ../README.md#configuration: no heading or anchor "configuration" in README.md',
      'docs/b.md: #nowhere: no heading or anchor "nowhere" in docs/b.md',
      'docs/b.md: ../code.ts#part: "part" is not an anchor a file that is not Markdown has',
      'docs/b.md: a.md#missing: no heading or anchor "missing" in docs/a.md',
    ]);
  });
});
