// The nginx front's configuration (deploy/nginx/vitrine.conf) as deploy/nginx/render.ts fills it;
// e2e/nginx.spec.ts runs it in Debian's nginx in front of the site.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { defaults, renderSiteConfig, renderStandaloneConfig, templatePath } from "../deploy/nginx/render.ts";

const template = await readFile(templatePath, "utf8");
const options = { ...defaults, serverName: "www.example.org example.org", upstreams: ["127.0.0.1:3000", "10.0.0.6:3000"] };
/** The configuration without its comments, one directive per line. */
const directives = (config: string) =>
  config
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean);

describe("the nginx front's configuration", () => {
  it("fills every placeholder, one upstream and one allow line per value", () => {
    const config = directives(renderSiteConfig(template, options));
    expect(config.join("\n")).not.toMatch(/\{\{/);
    expect(config).toContain("server_name www.example.org example.org;");
    expect(config).toContain("listen 80;");
    expect(config).toContain("listen 127.0.0.1:8079;");
    expect(config.filter((line) => line.startsWith("server ") && line.endsWith("fail_timeout=10s;"))).toEqual([
      "server 127.0.0.1:3000 max_fails=1 fail_timeout=10s;",
      "server 10.0.0.6:3000 max_fails=1 fail_timeout=10s;",
    ]);
    expect(config).toEqual(expect.arrayContaining(["allow 127.0.0.1;", "allow ::1;", "deny all;"]));
    expect(config.find((line) => line.startsWith("proxy_cache_path"))).toMatch(/^proxy_cache_path \/var\/cache\/nginx\/vitrine /);
  });

  it("caches by the whole address, purges by the same key, and never touches the site's security headers", () => {
    const config = directives(renderSiteConfig(template, options));
    expect(new Set(config.filter((line) => line.startsWith("proxy_cache_key")))).toEqual(new Set(["proxy_cache_key $request_uri;"]));
    expect(config).toContain("proxy_cache_purge vitrine $request_uri;");
    expect(config).toContain("proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;");
    expect(config).toContain("add_header X-Cache-Status $upstream_cache_status always;");
    expect(config).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    const security = /content-security-policy|x-frame-options|referrer-policy|permissions-policy|strict-transport-security|x-content-type-options|cross-origin/i;
    expect(config.filter((line) => /^(add_header|proxy_hide_header|more_)/.test(line) && security.test(line))).toEqual([]);
  });

  it("refuses values that would change the configuration's syntax", () => {
    expect(() => renderSiteConfig(template, { ...options, serverName: "example.org; include /etc/passwd" })).toThrow(/server name/);
    expect(() => renderSiteConfig(template, { ...options, upstreams: ["127.0.0.1:3000 backup"] })).toThrow(/upstream/);
    expect(() => renderSiteConfig(template, { ...options, purgeAllow: [] })).toThrow(/at least one/);
    expect(() => renderSiteConfig(template, { ...options, cachePath: "/var/cache/$x" })).toThrow(/cache path/);
  });

  it("says which placeholders a template leaves unfilled", () => {
    expect(() => renderSiteConfig("listen {{LISTEN}};\nroot {{ROOT}};", options)).toThrow(/root \{\{ROOT\}\};/);
  });

  it("runs on its own with everything under one directory", () => {
    const main = renderStandaloneConfig("/tmp/front", "/tmp/front/vitrine.conf");
    expect(main).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_cache_purge_module\.so;$/m);
    expect(main).toMatch(/^pid \/tmp\/front\/nginx\.pid;$/m);
    expect(main).toMatch(/^ {4}include \/tmp\/front\/vitrine\.conf;$/m);
    for (const line of main.split("\n").filter((text) => /_path |_log /.test(text))) expect(line).toMatch(/ \/tmp\/front\//);
  });
});
