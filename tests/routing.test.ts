import { describe, expect, it } from "vitest";
import { canonicalRedirect, isPlausiblePath, languageOfPath } from "../lib/routing/canonical.ts";
import { decodePath } from "../lib/site-paths.ts";

describe("canonical paths", () => {
  it.each([
    ["/vivre/", "/vivre"],
    ["/Vivre", "/vivre"],
    ["/EN/Life/", "/en/life"],
    ["//vivre///se-loger", "/vivre/se-loger"],
    ["/fr/", "/fr"],
    ["///", "/"],
    ["/%C3%89t%C3%89", null], // percent-escapes keep their case: same bytes, nothing to redirect
    ["/%C3%89TE", "/%C3%89te"],
  ])("%s → %s", (path, expected) => {
    expect(canonicalRedirect(path)).toBe(expected);
  });

  it("leaves canonical paths alone", () => {
    for (const path of ["/", "/vivre", "/en", "/en/life/housing", "/event-salon-2026"])
      expect(canonicalRedirect(path)).toBeNull();
  });

  it("reads the language from the first segment, French otherwise", () => {
    expect(languageOfPath("/en/life")).toBe("en");
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/fr/vivre")).toBe("fr");
    expect(languageOfPath("/english")).toBe("fr");
    expect(languageOfPath("/")).toBe("fr");
  });

  it("refuses absurd paths before any lookup", () => {
    expect(isPlausiblePath("/vivre/se-loger")).toBe(true);
    expect(isPlausiblePath(`/${"a".repeat(2000)}`)).toBe(false);
    expect(isPlausiblePath(`/${"a/".repeat(40)}`)).toBe(false);
    expect(isPlausiblePath("/vivre\u0000")).toBe(false);
    expect(isPlausiblePath("/\r\nSet-Cookie")).toBe(false);
    expect(isPlausiblePath("/%0d%0aSet-Cookie")).toBe(false);
    expect(canonicalRedirect("/%0d%0aSet-Cookie")).toBeNull(); // no redirect: a 404
  });

  it("refuses WordPress's own addresses, its scripts and dot-files, in any language, before any lookup", () => {
    for (const language of ["", "/en", "/fr", "/EN"]) {
      for (const path of [
        "/wp-admin",
        "/wp-admin/",
        "/wp-admin/post.php",
        "/WP-Admin",
        "/wp-content/uploads/x.jpg",
        "/wp-includes/js/x.js",
        "/wp-json/wp/v2/users",
        "/wp-login.php",
        "/xmlrpc.php",
        "/vivre/index.php",
        "/%77p-admin",
        "/.env",
        "/.git/config",
        "/vivre/.htaccess",
        "/%2Eenv",
      ]) {
        expect(isPlausiblePath(`${language}${path}`), `${language}${path}`).toBe(false);
      }
    }
    // A page may still start with those letters, or have them deeper down.
    for (const path of [
      "/wp-admins",
      "/vivre/wp-admin",
      "/en/life/wp-content",
      "/wordpress",
      "/php",
      "/vivre/v1.2",
      "/en/x.phpx",
      "/agenda/~f.dHlwZT1uZXdz",
    ]) {
      expect(isPlausiblePath(path), path).toBe(true);
    }
  });

  it("compares encoded and decoded paths alike", () => {
    expect(decodePath("/%C3%A9t%C3%A9/x")).toBe(decodePath("/été/x"));
    expect(decodePath("/%zz")).toBe("/%zz");
    expect(decodePath("/vivre%2Fse-loger")).toBe("/vivre%2Fse-loger");
  });
});
