// The benchmark's own arithmetic and readings: medians, the scripts a page loads, process memory.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { scriptUrls } from "../bench/js-bytes.ts";
import { treeRss } from "../bench/proc.ts";
import { median, ratio } from "../bench/stats.ts";

describe("median", () => {
  it("is the middle of an odd count and the mean of the two middles of an even one, in any order", () => {
    expect(median([98, 87, 91])).toBe(91);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it("gives ratios to three significant digits", () => {
    expect(ratio(50, 15406)).toBe(0.00325);
    expect(ratio(1, 0)).toBeNaN();
  });
});

describe("scriptUrls", () => {
  it("lists each same-origin script of a page once, from script tags and script preloads", () => {
    const html = `<head>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
      <link rel="preload" as="image" href="/hero.webp"/>
      <link rel="stylesheet" href="/_next/static/chunks/s.css"/>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/b.js?v=1&amp;x=2" async=""></script>
      <script src="https://cdn.example.org/c.js"></script>
      <script>self.__next_f.push([1,"src=\\"/not-a-tag.js\\""])</script>
    </head>`;
    expect(scriptUrls(html, "http://127.0.0.1:3000/agenda")).toEqual([
      "http://127.0.0.1:3000/_next/static/chunks/a.js",
      "http://127.0.0.1:3000/_next/static/chunks/b.js?v=1&x=2",
    ]);
  });
});

describe("treeRss", () => {
  it("sums a process and its children, and is 0 for a process that is gone", async () => {
    const child = spawn(
      process.execPath,
      ["-e", "const b = Buffer.alloc(64 * 1024 * 1024, 1); setInterval(() => b[0]++, 1000)"],
      { stdio: "ignore" },
    );
    try {
      const childRss = await expect
        .poll(() => treeRss(child.pid!), { timeout: 10_000 })
        .toBeGreaterThan(64 * 1024 * 1024)
        .then(() => treeRss(child.pid!));
      expect(treeRss(process.pid)).toBeGreaterThan(childRss);
    } finally {
      child.kill();
      await new Promise((resolve) => child.once("exit", resolve));
    }
    expect(treeRss(child.pid!)).toBe(0);
  });
});
