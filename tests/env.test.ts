import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv } from "../config/env.ts";

describe("configuration", () => {
  it("has working defaults: port 3000 on loopback, the embedded CMS on 3001", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      siteUrl: "http://localhost:3000",
      wordpressUrl: "http://127.0.0.1:3001",
      usesEmbeddedCms: true,
    });
    expect(env.pageIds).toEqual({ home: 109, life: 163, study: 169, ecosystem: 308, invest: 173, now: 175 });
  });

  it("derives SITE_URL and the CMS address from the ports", () => {
    expect(parseEnv({ PORT: "8080", CMS_PORT: "9090" })).toMatchObject({
      siteUrl: "http://localhost:8080",
      wordpressUrl: "http://127.0.0.1:9090",
    });
    // In the form SITE_URL itself is read to: given back as SITE_URL, the same address.
    expect(parseEnv({ PORT: "80" }).siteUrl).toBe("http://localhost");
    expect(parseEnv({ PORT: "80", SITE_URL: parseEnv({ PORT: "80" }).siteUrl }).siteUrl).toBe("http://localhost");
  });

  it("names the site SITE_NAME when WordPress names none, else after its public host", () => {
    expect(parseEnv({ SITE_NAME: "  Confluence " }).siteName).toBe("Confluence");
    expect(parseEnv({ SITE_URL: "https://www.example.org" }).siteName).toBe("www.example.org");
    expect(parseEnv({}).siteName).toBe("localhost");
  });

  it("uses a configured WordPress and normalises trailing slashes", () => {
    expect(parseEnv({ WORDPRESS_URL: "https://cms.example.org/" })).toMatchObject({
      wordpressUrl: "https://cms.example.org",
      usesEmbeddedCms: false,
    });
    expect(parseEnv({ WORDPRESS_URL: "https://example.org/wordpress/" }).wordpressUrl).toBe(
      "https://example.org/wordpress",
    );
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ WORDPRESS_URL: "", PORT: " " })).toMatchObject({ usesEmbeddedCms: true, port: 3000 });
  });

  it("names every bad variable in one message", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", WORDPRESS_URL: "cms.example.org", CMS_PORT: "70000", PAGE_ID_HOME: "-3" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT="eighty": must be a number/);
    expect(message).toMatch(/WORDPRESS_URL="cms.example.org": must be an absolute URL/);
    expect(message).toMatch(/CMS_PORT="70000": must be 65535 or less/);
    expect(message).toMatch(/PAGE_ID_HOME="-3": must be a positive page id/);
  });

  it("refuses non-http WordPress addresses", () => {
    expect(() => parseEnv({ WORDPRESS_URL: "ftp://cms.example.org" })).toThrow(/must start with http/);
  });

  it("reads the nginx fronts' purge endpoints (CACHE_PURGE_URL): origins, comma-separated", () => {
    expect(parseEnv({}).cachePurgeUrls).toEqual([]);
    expect(parseEnv({ CACHE_PURGE_URL: "http://127.0.0.1:8079" }).cachePurgeUrls).toEqual(["http://127.0.0.1:8079"]);
    expect(
      parseEnv({ CACHE_PURGE_URL: " http://10.0.0.5:8079/ , https://front.example.org,http://10.0.0.5:8079 " })
        .cachePurgeUrls,
    ).toEqual(["http://10.0.0.5:8079", "https://front.example.org"]);
  });

  it.each([
    ["127.0.0.1:8079", /must be absolute URLs such as http:\/\/127.0.0.1:8079/],
    ["ftp://127.0.0.1", /must start with http/],
    ["http://127.0.0.1:8079/purge", /must be origins only/],
    ["http://user:secret@127.0.0.1:8079", /must be origins only/],
  ])("refuses CACHE_PURGE_URL=%j", (value, message) => {
    expect(() => parseEnv({ CACHE_PURGE_URL: value })).toThrow(message);
  });

  it("reads the shared Redis server (REDIS_URL): unset means none", () => {
    expect(parseEnv({}).redisUrl).toBeNull();
    expect(parseEnv({ REDIS_URL: " redis://127.0.0.1:6379/2 " }).redisUrl).toBe("redis://127.0.0.1:6379/2");
    expect(parseEnv({ REDIS_URL: "rediss://user:secret@cache.example.org:6380" }).redisUrl).toBe(
      "rediss://user:secret@cache.example.org:6380",
    );
  });

  it.each(["127.0.0.1:6379", "http://127.0.0.1:6379", "redis://"])("refuses REDIS_URL=%j", (value) => {
    expect(() => parseEnv({ REDIS_URL: value })).toThrow(
      /REDIS_URL=.*must be a Redis URL such as redis:\/\/127.0.0.1:6379/,
    );
  });
});

describe("editor preview settings", () => {
  const password = "abcd efgh ijkl mnop qrst uvwx";
  const secret = "a-long-random-preview-secret-0123456789";
  const remote = { WORDPRESS_URL: "https://cms.example.org" };

  it("are off without variables, on with the three", () => {
    expect(parseEnv(remote).preview).toBeNull();
    expect(
      parseEnv({
        ...remote,
        PREVIEW_SECRET: secret,
        WORDPRESS_PREVIEW_USER: "vitrine-preview",
        WORDPRESS_PREVIEW_PASSWORD: password,
      }).preview,
    ).toEqual({ secret, user: "vitrine-preview", password });
  });

  it("refuse half a configuration, a short secret or a login password, naming the variable", () => {
    const message = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return "";
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigurationError);
        return (error as Error).message;
      }
    };
    expect(message({ ...remote, WORDPRESS_PREVIEW_USER: "vitrine-preview", PREVIEW_SECRET: secret })).toMatch(
      /WORDPRESS_PREVIEW_PASSWORD="": must be set too/,
    );
    expect(message({ ...remote, WORDPRESS_PREVIEW_PASSWORD: password, PREVIEW_SECRET: secret })).toMatch(
      /WORDPRESS_PREVIEW_USER="": must be set too/,
    );
    expect(
      message({ ...remote, WORDPRESS_PREVIEW_USER: "vitrine-preview", WORDPRESS_PREVIEW_PASSWORD: password }),
    ).toMatch(/PREVIEW_SECRET="": must be set when WORDPRESS_PREVIEW_USER is/);
    expect(message({ ...remote, PREVIEW_SECRET: secret })).toMatch(
      /WORDPRESS_PREVIEW_USER="": must be set when PREVIEW_SECRET is/,
    );
    expect(
      message({
        ...remote,
        PREVIEW_SECRET: "short",
        WORDPRESS_PREVIEW_USER: "u",
        WORDPRESS_PREVIEW_PASSWORD: password,
      }),
    ).toMatch(/PREVIEW_SECRET="short": must be at least 32 characters/);
    expect(
      message({
        ...remote,
        PREVIEW_SECRET: secret,
        WORDPRESS_PREVIEW_USER: "u",
        WORDPRESS_PREVIEW_PASSWORD: "hunter2",
      }),
    ).toMatch(/WORDPRESS_PREVIEW_PASSWORD="hunter2": must be an application password/);
    expect(
      message({
        ...remote,
        PREVIEW_SECRET: secret,
        WORDPRESS_PREVIEW_USER: "a:b",
        WORDPRESS_PREVIEW_PASSWORD: password,
      }),
    ).toMatch(/WORDPRESS_PREVIEW_USER="a:b": must be a WordPress login/);
  });

  it("let the embedded CMS's launcher supply the preview user for a secret alone", () => {
    expect(parseEnv({ PREVIEW_SECRET: secret }).preview).toBeNull();
  });
});
