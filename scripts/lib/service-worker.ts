// The service worker, built after `next build` (Next's own build knows nothing of it): the
// worker's source (service-worker/sw.ts, on Serwist) bundled by esbuild into public/sw.js, with
// the list of style sheets and fonts to cache at install (from .next/static, by @serwist/build),
// the build's id, and the caches and addresses of search offline. With SERVICE_WORKER=off, public/sw.js is a worker that removes itself.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getManifest } from "@serwist/build";
import { build } from "esbuild";
import { offlineCaches, offlinePaths, searchIndexPath, searchPaths } from "../../config/site.ts";
import { root } from "./runtime.ts";

export async function buildServiceWorker(enabled: boolean): Promise<void> {
  const outfile = path.join(root, "public", "sw.js");
  const common = {
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    legalComments: "none",
    outfile,
    logLevel: "warning",
  } as const;
  if (!enabled) {
    await build({ ...common, entryPoints: [path.join(root, "service-worker", "off.ts")] });
    console.log("Service worker: off (public/sw.js removes any installed version)");
    return;
  }
  const buildId = (await readFile(path.join(root, ".next", "BUILD_ID"), "utf8")).trim();
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: path.join(root, ".next"),
    globPatterns: ["static/**/*.{css,woff2}"],
    modifyURLPrefix: { "static/": "/_next/static/" },
    // Hashed names: the name is the version.
    dontCacheBustURLsMatching: /^\/_next\/static\//,
  });
  for (const warning of warnings) console.warn(`Service worker: ${warning}`);
  await build({
    ...common,
    entryPoints: [path.join(root, "service-worker", "sw.ts")],
    define: {
      "self.__SW_MANIFEST": JSON.stringify(manifestEntries ?? []),
      __OFFLINE_PAGES__: JSON.stringify(offlinePaths),
      __BUILD_ID__: JSON.stringify(buildId),
      __OFFLINE_SEARCH__: JSON.stringify({
        pagesCache: offlineCaches.pages,
        searchCache: offlineCaches.search,
        refreshMs: offlineCaches.searchRefreshMs,
        index: searchIndexPath,
        uses: [...Object.values(searchPaths), "/api/search"],
      }),
      "process.env.NODE_ENV": JSON.stringify("production"),
    },
  });
  console.log(
    `Service worker: public/sw.js (${count} files, ${Math.round(size / 1024)} KB cached at install, plus the offline pages)`,
  );
}
