import { describe, expect, it } from "vitest";
import { contentLimits } from "../config/site.ts";
import { cutText, sanitizeContent, toText, toTitle } from "../lib/wordpress/html.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";

const links = createLinkRewriter("https://cms.example.org");

describe("content HTML", () => {
  it("rewrites CMS links to site paths and keeps media on the CMS", () => {
    const html = sanitizeContent(
      '<p><a href="https://cms.example.org/events/gala/">Gala</a> <img src="https://cms.example.org/wp-content/uploads/a.jpg" alt="A" width="10" height="10"></p>',
      links,
    );
    expect(html).toContain('href="/event-gala"');
    expect(html).toContain('src="https://cms.example.org/wp-content/uploads/a.jpg"');
    expect(html).toContain('loading="lazy"');
  });

  it("removes scripts, event handlers and javascript: URLs", () => {
    const html = sanitizeContent(
      '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>',
      links,
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain("Hi");
  });

  it("keeps WordPress's classes and drops the site's own, so content never takes the site's styles", () => {
    const html = sanitizeContent(
      '<p class="has-text-align-center card"><a class="stretched-link wp-element-button" href="/a">a</a></p><figure class="wp-block-image size-large alignwide media-frame"><img class="wp-image-3 visually-hidden" src="https://cms.example.org/wp-content/uploads/a.jpg" alt=""></figure>',
      links,
    );
    expect(html).toContain('<p class="has-text-align-center">');
    expect(html).toContain('class="wp-element-button"');
    expect(html).toContain('<figure class="wp-block-image size-large alignwide">');
    expect(html).toContain('class="wp-image-3"');
    expect(html).not.toMatch(/card|stretched-link|media-frame|visually-hidden/);
  });

  it("keeps embeds from allowed hosts only", () => {
    expect(
      sanitizeContent('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Film"></iframe>', links),
    ).toContain("youtube-nocookie");
    expect(sanitizeContent('<iframe src="https://evil.example/embed"></iframe>', links)).not.toContain("evil.example");
  });

  it("keeps the page's single h1 by demoting content h1s", () => {
    expect(sanitizeContent("<h1>Titre</h1>", links)).toBe("<h2>Titre</h2>");
  });

  it("adds noopener to links opening a new tab", () => {
    expect(sanitizeContent('<a href="https://example.com" target="_blank">x</a>', links)).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe("CMS strings as text", () => {
  it("decodes entities the way WordPress writes them", () => {
    expect(toText("L&#8217;écosystème &amp; ses acteurs")).toBe("L’écosystème & ses acteurs");
    expect(toText("&#8220;Ensemble&#8221;")).toBe("“Ensemble”");
  });

  it("drops markup", () => {
    expect(toText("<em>Bienvenue</em> <script>alert(1)</script>à Confluence")).toBe("Bienvenue à Confluence");
  });

  it("keeps the words of two blocks apart, and a word cut by inline markup whole", () => {
    expect(toText("<h2>Étudier</h2><p>Les bourses</p><ul><li>Master</li><li>Doctorat</li></ul>Ligne<br>suivante")).toBe(
      "Étudier Les bourses Master Doctorat Ligne suivante",
    );
    expect(toText("<p>Hydro<em>gène</em> vert</p>")).toBe("Hydrogène vert");
  });

  it("is cut past its bound, at a word, with an ellipsis: titles at contentLimits.titleChars, other text at textChars", () => {
    expect(cutText("Vivre à Confluence", 100)).toBe("Vivre à Confluence");
    expect(cutText("Vivre à Confluence", 12)).toBe("Vivre à…");
    expect(cutText("Anticonstitutionnellement", 10)).toBe("Anticonst…");
    const title = toTitle("Mot ".repeat(100_000));
    expect(title.length).toBeLessThanOrEqual(contentLimits.titleChars);
    expect(title).toMatch(/^Mot Mot .*Mot…$/);
    expect(toText("a ".repeat(contentLimits.textChars)).length).toBeLessThanOrEqual(contentLimits.textChars);
  });
});
