// The globals the page's scripts read, which an element's id or name would shadow if nothing set
// them first (browsers expose ids, and the names of some elements, as properties of `window` and
// `document`). Read from the framework's code (`self.__next_f`, `globalThis.TURBOPACK`, the
// chunks' `self.…`/`window.…`), React's streaming instructions (`$RC`…), the site's own code and
// its third parties' bootstraps (components/consent/loaders.ts). e2e/hostile-content.spec.ts also
// adds every global a rendered page has that a blank page has not.
export const pageGlobals = [
  // Next.js: the flight data, the inline scripts, the Turbopack runtime and its chunk lists.
  "__next_f",
  "__next_s",
  "__next_instant_test",
  "next",
  "__NEXT_DATA__",
  "__NEXT_CLIENT_RESUME",
  "__NEXT_IMAGE_IMPORTED",
  "__NEXT_HYDRATED",
  "NEXT_DEPLOYMENT_ID",
  "TURBOPACK",
  "TURBOPACK_ASSET_SUFFIX",
  "TURBOPACK_NEXT_CHUNK_URLS",
  "TURBOPACK_CHUNK_LISTS",
  "__webpack_require__",
  "__webpack_hash__",
  "AsyncLocalStorage",
  // React's streaming instructions (inline scripts of a streamed page).
  "$RB",
  "$RC",
  "$RM",
  "$RR",
  "$RS",
  "$RT",
  "$RV",
  "$RX",
  // The site's and its third parties' (after consent): the tag manager's queue, the heatmap's.
  "dataLayer",
  "gtag",
  "google_tag_manager",
  "clarity",
  "__SW_MANIFEST",
  // Browser APIs the site's code reads (their own properties win over ids, listed all the same).
  "location",
  "history",
  "navigation",
  "document",
  "sessionStorage",
  "requestIdleCallback",
  "matchMedia",
  "fetch",
  "crypto",
  "console",
  "CSS",
  // document.… properties an image or form name would shadow on `document`.
  "cookie",
  "currentScript",
  "body",
  "forms",
] as const;
