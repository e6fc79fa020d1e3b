// What visitors saw during the benchmark's edit-and-outage load (bench/edit-outage.ts): every
// answer a poller sampled, judged against the page's last content. A page answers 200, whole
// (`</html>`), with the title it had before the edit or, for the edited page, the edit's title, and
// once a reader got the edit it never gets the old title again (per origin, page and coding: what
// one visitor's browser asks for). The edited page's delay is when every coding showed the edit
// for good. Kept apart from the load so that a test can drive it.

export type Origin = "bare" | "front";

export interface Sample {
  origin: Origin;
  path: string;
  /** The Accept-Encoding the poller sent. */
  acceptEncoding: string;
  /** Milliseconds since the load started, when the answer was read whole (or failed). */
  at: number;
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  title: string | null;
  /** The body ended with the page's `</html>`. */
  complete: boolean;
  /** The front's X-Cache-Status, when there was one. */
  cache: string | null;
  /** How long the read took, in milliseconds. */
  ms: number;
  /** What failed, when no answer came. */
  error?: string;
}

/** A sample that broke the rule, and why. */
export type BadSample = Pick<Sample, "origin" | "path" | "acceptEncoding" | "at" | "status" | "title"> & {
  reason: string;
};

export interface Expected {
  /** Each sampled page's title before the edit. */
  before: ReadonlyMap<string, string>;
  /** The edited page and its title once the edit shows. */
  edited: { path: string; title: string };
}

export interface WatchSummary {
  samples: number;
  byOrigin: Record<Origin, number>;
  /** Samples not answering 200 with the page's last content (the first 20 are listed). */
  badCount: number;
  badByOrigin: Record<Origin, number>;
  bad: BadSample[];
  /** Of the bad samples, those showing the old title after the edit had shown (same origin, page and coding). */
  wentBack: number;
  /** X-Cache-Status of the front's samples, counted. */
  frontCache: Record<string, number>;
  /** Per origin, when the edited page showed the edit in every coding sampled, for good (ms since the load started); null: not in every coding. */
  editShownAt: Record<Origin, number | null>;
}

const keep = 20;

export class ContentWatch {
  private readonly expected: Expected;
  private readonly edited = new Set<string>();
  /** Per origin and coding of the edited page: when the edit was first seen (reset if the old title came back). */
  private readonly firstNew = new Map<string, number>();
  private readonly codingsSeen = new Map<Origin, Set<string>>();
  private count = 0;
  private readonly byOrigin: Record<Origin, number> = { bare: 0, front: 0 };
  private readonly bad: BadSample[] = [];
  private badCount = 0;
  private readonly badByOrigin: Record<Origin, number> = { bare: 0, front: 0 };
  private wentBack = 0;
  private readonly frontCache: Record<string, number> = {};

  constructor(expected: Expected) {
    if (!expected.before.has(expected.edited.path))
      throw new Error(`the edited page ${expected.edited.path} has no title before the edit`);
    if (expected.before.get(expected.edited.path) === expected.edited.title)
      throw new Error("the edit does not change the edited page's title");
    this.expected = expected;
  }

  record(sample: Sample): void {
    this.count++;
    this.byOrigin[sample.origin]++;
    if (sample.origin === "front")
      this.frontCache[sample.cache ?? "none"] = (this.frontCache[sample.cache ?? "none"] ?? 0) + 1;
    const key = `${sample.origin} ${sample.path} ${sample.acceptEncoding}`;
    const reason = this.judge(sample, key);
    if (reason) {
      this.badCount++;
      this.badByOrigin[sample.origin]++;
      if (this.bad.length < keep)
        this.bad.push({
          origin: sample.origin,
          path: sample.path,
          acceptEncoding: sample.acceptEncoding,
          at: sample.at,
          status: sample.status,
          title: sample.title,
          reason,
        });
    }
  }

  private judge(sample: Sample, key: string): string | null {
    if (sample.status !== 200)
      return sample.status === 0 ? `no answer (${sample.error ?? "failed"})` : `answered ${sample.status}`;
    if (!sample.complete) return "a body without its end (`</html>`)";
    const before = this.expected.before.get(sample.path);
    if (before === undefined) return "a page the watch does not know";
    const isEdited = sample.path === this.expected.edited.path;
    if (isEdited) {
      const seen = this.codingsSeen.get(sample.origin) ?? new Set<string>();
      seen.add(sample.acceptEncoding);
      this.codingsSeen.set(sample.origin, seen);
    }
    if (isEdited && sample.title === this.expected.edited.title) {
      this.edited.add(key);
      if (!this.firstNew.has(key)) this.firstNew.set(key, sample.at);
      return null;
    }
    if (sample.title !== before)
      return `title ${JSON.stringify(sample.title)}, neither ${JSON.stringify(before)}${isEdited ? ` nor ${JSON.stringify(this.expected.edited.title)}` : ""}`;
    if (this.edited.has(key)) {
      this.wentBack++;
      // The edit shows for good only from its last return.
      this.firstNew.delete(key);
      return "the old title again, after the edit had shown";
    }
    return null;
  }

  /** When every coding sampled on `origin` showed the edit for good, or null. */
  private shownAt(origin: Origin): number | null {
    const codings = this.codingsSeen.get(origin);
    if (!codings?.size) return null;
    let latest = Number.NEGATIVE_INFINITY;
    for (const coding of codings) {
      const at = this.firstNew.get(`${origin} ${this.expected.edited.path} ${coding}`);
      if (at === undefined) return null;
      latest = Math.max(latest, at);
    }
    return latest;
  }

  summary(): WatchSummary {
    return {
      samples: this.count,
      byOrigin: { ...this.byOrigin },
      badCount: this.badCount,
      badByOrigin: { ...this.badByOrigin },
      bad: [...this.bad],
      wentBack: this.wentBack,
      frontCache: { ...this.frontCache },
      editShownAt: { bare: this.shownAt("bare"), front: this.shownAt("front") },
    };
  }
}

/** A page's `<title>`, or null. */
export function titleOf(html: string): string | null {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
}
