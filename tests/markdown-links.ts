// The relative links of Markdown files, and the anchors they point at, as GitHub renders them:
// a heading's anchor is its text slugged by github-slugger (GitHub's own rules: lower case, spaces
// to hyphens, punctuation dropped, "-1", "-2"… for repeated headings), and raw HTML may add
// anchors with `id` or `name`. Used by tests/markdown-links.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import type { Nodes, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toString } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";

/** Folders that hold no Markdown of the project's own (dependencies, build output, test output). */
const skippedFolders = new Set([
  "node_modules",
  ".git",
  ".next",
  ".data",
  "test-results",
  "playwright-report",
  "screenshots",
]);

/** Every Markdown file under `root`, relative to it, sorted. */
export function markdownFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(relative);
      } else if (entry.name.endsWith(".md")) {
        found.push(relative);
      }
    }
  };
  walk("");
  return found.sort();
}

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

function each(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ("children" in node) for (const child of node.children) each(child, visit);
}

const htmlAnchor = /\s(?:id|name)\s*=\s*["']([^"']+)["']/gi;
const htmlTarget = /\s(?:href|src)\s*=\s*["']([^"']+)["']/gi;

/** The anchors a Markdown document has on GitHub: its headings' slugs and its HTML's ids and names. */
export function anchorsOf(tree: Root): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  each(tree, (node) => {
    if (node.type === "heading") anchors.add(slugger.slug(toString(node)));
    if (node.type === "html") for (const match of node.value.matchAll(htmlAnchor)) anchors.add(match[1]!);
  });
  return anchors;
}

/** Every address a document links to: links, images, link definitions, and HTML's href and src. */
export function targetsOf(tree: Root): string[] {
  const targets: string[] = [];
  each(tree, (node) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition") targets.push(node.url);
    if (node.type === "html") for (const match of node.value.matchAll(htmlTarget)) targets.push(match[1]!);
  });
  return targets;
}

/** A line anchor of GitHub's file view (`#L10`, `#L10-L20`): the only anchor a file that is not Markdown has. */
const lineAnchor = /^L\d+(?:-L\d+)?$/;

/**
 * The broken links of the Markdown files `files` (relative to `root`): a relative address whose
 * file or folder does not exist, or whose `#anchor` is not one of its target's.
 */
export function brokenLinks(root: string, files: string[]): string[] {
  const trees = new Map<string, Root>();
  const treeOf = (file: string) => {
    let tree = trees.get(file);
    if (!tree) {
      tree = parseMarkdown(readFileSync(file, "utf8"));
      trees.set(file, tree);
    }
    return tree;
  };
  const anchors = new Map<string, Set<string>>();
  const anchorsOfFile = (file: string) => {
    let found = anchors.get(file);
    if (!found) {
      found = anchorsOf(treeOf(file));
      anchors.set(file, found);
    }
    return found;
  };

  const problems: string[] = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    for (const target of targetsOf(treeOf(absolute))) {
      // Other schemes (https:, mailto:…) and protocol-relative addresses are not the repository's.
      if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith("//")) continue;
      const hash = target.indexOf("#");
      const address = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
      const fragment = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
      const resolved = !address
        ? absolute
        : address.startsWith("/")
          ? path.join(root, address)
          : path.resolve(path.dirname(absolute), address);
      const where = `${file}: ${target}`;
      if (path.relative(root, resolved).startsWith("..")) {
        problems.push(`${where}: outside the repository`);
        continue;
      }
      if (!existsSync(resolved)) {
        problems.push(`${where}: no such file or folder`);
        continue;
      }
      if (fragment === null) continue;
      if (resolved.endsWith(".md") && statSync(resolved).isFile()) {
        if (!anchorsOfFile(resolved).has(fragment))
          problems.push(`${where}: no heading or anchor "${fragment}" in ${path.relative(root, resolved)}`);
      } else if (!lineAnchor.test(fragment)) {
        problems.push(`${where}: "${fragment}" is not an anchor a file that is not Markdown has`);
      }
    }
  }
  return problems;
}
