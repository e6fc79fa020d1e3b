// The HTML validator the tests run over every page kind (e2e/html-validity.spec.ts): html-validate
// with its recommended rules, set to accept how React and Next.js write a document (valid HTML,
// written their way, which the site's code does not choose), and nothing else.
import { HtmlValidate, type ConfigData, type Message } from "html-validate";

export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React self-closes void elements (`<meta …/>`, `<img …/>`), valid in HTML.
    "void-style": ["error", { style: "selfclose" }],
    // React writes attribute names as its props spell them (`charSet`, `srcSet`, `fetchPriority`,
    // `noModule`); HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes a boolean attribute set to true, and an empty one, as `name=""` (`hidden=""`,
    // `crossorigin=""`).
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React's own ids (`_R_` on its streaming script, `useId`'s) begin with "_": any id without
    // spaces is valid in HTML; the strict default wants a letter first.
    "valid-id": ["error", { relaxed: true }],
    // next/image writes `style="color:transparent"` on every image (its alt text stays hidden
    // while the image loads); any other inline style is still a finding.
    "no-inline-style": ["error", { allowedProperties: ["display", "color"] }],
    // Not about valid HTML: a title longer than 70 characters is cut in search results. Titles are
    // WordPress's (its editors' and Yoast's, which warns them there), not the site's code.
    "long-title": "off",
  },
};

const validator = new HtmlValidate(htmlValidateConfig);

/**
 * Next.js writes the stylesheets of a `next/dynamic` component as `<link rel="stylesheet"
 * as="style" data-precedence="dynamic">` (next/dist/shared/lib/lazy-dynamic/preload-chunks.js):
 * `as` belongs to preloads only. That one finding of `attribute-misuse` is the framework's; the
 * rule stays on for everything else.
 */
function isFrameworkFinding(message: Message, html: string): boolean {
  if (message.ruleId !== "attribute-misuse") return false;
  const start = html.lastIndexOf("<", message.offset);
  const tag = html.slice(start, html.indexOf(">", message.offset) + 1);
  return /^<link [^>]*rel="stylesheet" as="style" data-precedence="dynamic"\/>$/.test(tag);
}

/** Each finding as "rule: message (line:column) selector", for a test's failure message. */
export async function htmlFindings(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => !isFrameworkFinding(message, html))
      .map(
        (message) =>
          `${message.ruleId}: ${message.message} (${message.line}:${message.column}) ${message.selector ?? ""}`,
      ),
  );
}
