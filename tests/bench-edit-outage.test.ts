// What the benchmark's edit-and-outage load judges of the pages visitors got (bench/content-watch.ts):
// 200, whole, the last content, never the old title again, and when the edit showed for good.
import { describe, expect, it } from "vitest";
import { ContentWatch, titleOf, type Sample } from "../bench/content-watch.ts";
import { editDelay, loadPhases } from "../bench/edit-outage.ts";

const before = new Map([
  ["/vivre", "Vivre - Confluence"],
  ["/", "Accueil - Confluence"],
]);
const expected = { before, edited: { path: "/vivre", title: "Vivre ici - Confluence" } };

const sample = (at: number, change: Partial<Sample> = {}): Sample => ({
  origin: "front",
  path: "/vivre",
  acceptEncoding: "gzip, br",
  at,
  status: 200,
  title: "Vivre - Confluence",
  complete: true,
  cache: "HIT",
  ms: 2,
  ...change,
});
const edited = (at: number, change: Partial<Sample> = {}) => sample(at, { title: "Vivre ici - Confluence", ...change });

describe("ContentWatch", () => {
  it("takes the old and then the new title of the edited page, and the same title of the others, as right", () => {
    const watch = new ContentWatch(expected);
    watch.record(sample(100));
    watch.record(sample(150, { path: "/", title: "Accueil - Confluence", origin: "bare", cache: null }));
    watch.record(edited(2000, { cache: "MISS" }));
    watch.record(edited(2100));
    expect(watch.summary()).toMatchObject({
      samples: 4,
      byOrigin: { bare: 1, front: 3 },
      badCount: 0,
      bad: [],
      wentBack: 0,
      frontCache: { HIT: 2, MISS: 1 },
    });
  });

  it("counts an answer not 200, no answer, a body cut short, another title, or another page's new title as wrong", () => {
    const watch = new ContentWatch(expected);
    watch.record(sample(1, { status: 503, title: "Site momentanément indisponible" }));
    watch.record(sample(2, { status: 0, title: null, error: "TimeoutError: timed out" }));
    watch.record(sample(3, { complete: false }));
    watch.record(sample(4, { title: "Vivre - Confluence (brouillon)" }));
    watch.record(sample(5, { path: "/", title: "Vivre ici - Confluence" }));
    const { badCount, badByOrigin, bad } = watch.summary();
    expect(badCount).toBe(5);
    expect(badByOrigin).toEqual({ bare: 0, front: 5 });
    expect(bad.map((entry) => entry.reason)).toEqual([
      "answered 503",
      "no answer (TimeoutError: timed out)",
      "a body without its end (`</html>`)",
      'title "Vivre - Confluence (brouillon)", neither "Vivre - Confluence" nor "Vivre ici - Confluence"',
      'title "Vivre ici - Confluence", neither "Accueil - Confluence"',
    ]);
  });

  it("counts the old title after the new one as going back, per origin and coding, and times the edit from its last return", () => {
    const watch = new ContentWatch(expected);
    watch.record(edited(1000));
    // Another coding, or the other origin, may still have the old copy: not going back.
    watch.record(sample(1010, { acceptEncoding: "gzip" }));
    watch.record(sample(1020, { origin: "bare" }));
    watch.record(sample(1100));
    watch.record(edited(1500));
    const summary = watch.summary();
    expect(summary.wentBack).toBe(1);
    expect(summary.bad).toEqual([
      {
        origin: "front",
        path: "/vivre",
        acceptEncoding: "gzip, br",
        at: 1100,
        status: 200,
        title: "Vivre - Confluence",
        reason: "the old title again, after the edit had shown",
      },
    ]);
    // `gzip` never showed the edit on the front, nor did the bare site.
    expect(summary.editShownAt).toEqual({ front: null, bare: null });
    watch.record(edited(1800, { acceptEncoding: "gzip" }));
    watch.record(edited(1900, { origin: "bare" }));
    expect(watch.summary().editShownAt).toEqual({ front: 1800, bare: 1900 });
  });

  it("says when the edit showed in every coding sampled, and how long after WordPress's return", () => {
    const watch = new ContentWatch(expected);
    for (const coding of ["gzip, br", "gzip", "identity"]) watch.record(sample(500, { acceptEncoding: coding }));
    watch.record(edited(41_000, { acceptEncoding: "gzip, br" }));
    watch.record(edited(41_200, { acceptEncoding: "identity" }));
    expect(watch.summary().editShownAt.front).toBeNull();
    watch.record(edited(43_500, { acceptEncoding: "gzip" }));
    const summary = watch.summary();
    expect(summary.editShownAt.front).toBe(43_500);
    expect(
      editDelay(
        { timeline: { webhookAt: 10_000, downAt: 10_010, backAt: 40_000, loadEndedAt: 60_000 }, watch: summary },
        "front",
      ),
    ).toBe(3500);
    expect(
      editDelay(
        { timeline: { webhookAt: 10_000, downAt: 10_010, backAt: 40_000, loadEndedAt: 60_000 }, watch: summary },
        "bare",
      ),
    ).toBeNull();
  });

  it("refuses an edit that changes nothing, or of a page it does not watch", () => {
    expect(() => new ContentWatch({ before, edited: { path: "/vivre", title: "Vivre - Confluence" } })).toThrow(
      /does not change/,
    );
    expect(() => new ContentWatch({ before, edited: { path: "/etudier", title: "Étudier ici" } })).toThrow(
      /no title before/,
    );
  });

  it("reads a page's title", () => {
    expect(titleOf('<html><head><meta charset="utf-8"/><title>Vivre ici - Confluence</title></head></html>')).toBe(
      "Vivre ici - Confluence",
    );
    expect(titleOf("<html></html>")).toBeNull();
  });
});

describe("the edit-and-outage load's parts", () => {
  it("runs before the edit, through the outage, and after WordPress's return, adding up to the load", () => {
    expect(loadPhases({ seconds: 60, editAt: 10, outageSeconds: 30 })).toEqual([
      { name: "before the edit", seconds: 10 },
      { name: "the edit, then WordPress down", seconds: 30 },
      { name: "WordPress back", seconds: 20 },
    ]);
    expect(() => loadPhases({ seconds: 40, editAt: 10, outageSeconds: 30 })).toThrow(/at least a second/);
  });
});
