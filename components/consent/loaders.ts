// Loads a third party's script once the visitor has accepted its category: the vendor's own
// bootstrap (dataLayer for Google Tag Manager, the clarity() queue for Microsoft Clarity) and
// the script itself, from the host the page's Content-Security-Policy allows for it.
import type { ThirdParty } from "@/lib/security/third-parties.ts";

type Queue = ((...args: unknown[]) => void) & { q?: unknown[] };
type VendorWindow = Window & { dataLayer?: unknown[]; clarity?: Queue };

const loaded = new Set<ThirdParty["kind"]>();

// The vendors' snippets queue `arguments` objects, which their scripts read back; kept as is.
function bootstrap(party: ThirdParty): void {
  const w = window as VendorWindow;
  if (party.kind === "tag-manager") {
    const dataLayer = (w.dataLayer ??= []);
    const gtag: Queue = function () {
      // eslint-disable-next-line prefer-rest-params -- the vendor's script reads back `arguments` objects
      dataLayer.push(arguments);
    };
    // Consent mode: measurement was accepted, advertising never is.
    gtag("consent", "default", {
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  } else {
    const clarity: Queue =
      w.clarity ??
      function () {
        // eslint-disable-next-line prefer-rest-params -- the vendor's script reads back `arguments` objects
        (clarity.q ??= []).push(arguments);
      };
    w.clarity = clarity;
    clarity("consentv2", { ad_Storage: "denied", analytics_Storage: "granted" });
  }
}

export function loadThirdParty(party: ThirdParty): void {
  if (loaded.has(party.kind)) return;
  loaded.add(party.kind);
  bootstrap(party);
  const script = document.createElement("script");
  script.async = true;
  script.src = party.src;
  document.head.appendChild(script);
}
