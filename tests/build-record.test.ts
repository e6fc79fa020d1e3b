import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildMismatch, readBuildRecord, renderedSiteName, writeBuildRecord } from "../lib/server/build-record.ts";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("the build record", () => {
  it("lets a build be served with the SITE_URL it was made for, and names the variable otherwise", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    writeBuildRecord(dir, { siteUrl: "https://www.example.org" });
    expect(readBuildRecord(dir)).toEqual({ siteUrl: "https://www.example.org" });
    expect(buildMismatch(dir, "https://www.example.org")).toBeNull();
    const message = buildMismatch(dir, "https://staging.example.org");
    expect(message).toContain("SITE_URL is https://staging.example.org");
    expect(message).toContain("rendered for https://www.example.org");
    expect(message).toContain("SITE_URL=https://www.example.org");
  });

  it("says nothing about a build made without it", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    expect(readBuildRecord(dir)).toBeNull();
    expect(buildMismatch(dir, "https://www.example.org")).toBeNull();
  });

  it("keeps the site's name the build's home page carries, for the status pages", () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitrine-build-"));
    expect(renderedSiteName(dir)).toBeUndefined();
    mkdirSync(path.join(dir, "server", "app"), { recursive: true });
    writeFileSync(
      path.join(dir, "server", "app", "fr.html"),
      '<head><meta property="og:site_name" content="Confluence &amp; Cie"/></head>',
    );
    expect(renderedSiteName(dir)).toBe("Confluence & Cie");
    writeBuildRecord(dir, { siteUrl: "https://www.example.org", siteName: renderedSiteName(dir) });
    expect(readBuildRecord(dir)).toEqual({ siteUrl: "https://www.example.org", siteName: "Confluence & Cie" });
  });
});
