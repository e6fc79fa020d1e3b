// The shape of one run's results (bench/results.json): what bench/run.ts measures and
// bench/report.ts and bench/targets.ts read.
import type { CodingName } from "./codings.ts";
import type { EditOutageResult } from "./edit-outage.ts";
import type { FirstLoadJs } from "./js-bytes.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { BuildFigures } from "./next-app.ts";
import type { LighthousePageSpec, PageSpec } from "./pages.ts";
import type { WireAnswer } from "./proc.ts";
import type { settings } from "./settings.ts";
import type { CmsCalls } from "./cms.ts";
import type { SearchFigures } from "./search.ts";
import type { HostileFigures } from "./hostile.ts";

/** The shape of bench/results.json (`format`); files written before it had none, and are not read. 3: loads per coding, the edit-and-outage load. */
export const resultsFormat = 3;

/** What each server sent for one Accept-Encoding header of a load (null: none), just before the load. */
export interface VariantAnswers {
  acceptEncoding: string | null;
  site: WireAnswer;
  front: WireAnswer | null;
  static: WireAnswer;
}

export type ThroughputPage = PageSpec & {
  /** The production server on its own. */
  site: LoadResult;
  /** The same server behind the nginx front (null when nginx could not run it). */
  front: LoadResult | null;
  /** nginx serving the page's HTML from a file. */
  static: LoadResult;
  /** site / static and front / static, requests per second. */
  siteRatio: number;
  frontRatio: number | null;
  /** The front's X-Cache-Status for one request just before and one just after its load (for each header of the load: one status, or each). */
  frontCache: { before: string; after: string } | null;
  /** Per Accept-Encoding header the load sent: each server's coding, bytes and framing (the front's copy: with a length, or chunked). */
  answers?: VariantAnswers[];
};

/**
 * The front serving the copy an instance sent from its first render of a page (the `compression`
 * middleware streams it: no Content-Length, chunked), where the loads above hit the copy it sent
 * from its memory of pages (with a length). One page, compressed, against static in turn.
 */
export interface FirstRenderCopy {
  path: string;
  coding: CodingName;
  answer: WireAnswer;
  front: LoadResult;
  static: LoadResult;
  frontRatio: number;
  frontCache: { before: string; after: string };
}

export interface Results {
  format: typeof resultsFormat;
  date: string;
  commit: string;
  durationSeconds: number;
  settings: typeof settings;
  machine: Record<string, string>;
  builds: Array<BuildFigures & { content: string; pages: number | null; events: number | null }>;
  lighthouse: { pages: Array<LighthousePageSpec & LighthouseResult>; blank: LighthouseResult };
  firstLoadJs: { pages: Array<PageSpec & FirstLoadJs & { ratioToBlank: number }>; blank: FirstLoadJs };
  throughput: {
    /** What sent the requests: "wrk 4.1.0, one thread", or autocannon (when wrk is missing, and in runs before wrk). */
    generator?: string;
    /** Where the loads and the servers ran (bench/cores.ts); absent from runs before the servers were pinned. */
    cores?: string;
    staticServer: string;
    /** The nginx front: what ran, or why it could not. */
    front: { name: string | null; missing: string | null };
    /** Each page's loads, per way of asking (bench/codings.ts: uncompressed, `gzip, br`, a browser mix). */
    codings: Record<CodingName, ThroughputPage[]>;
    /** The front serving an instance's first-render copy (chunked), or why it was not measured. */
    firstRenderCopy: FirstRenderCopy | { missing: string };
  };
  /** The edit-and-outage load (bench/edit-outage.ts), or why it could not run. */
  editOutage: EditOutageResult | { missing: string };
  /** Made-up addresses and queries (bench/hostile.ts), or why they were not loaded. Absent from runs before them. */
  hostile?: HostileFigures | { missing: string };
  cmsCalls: Array<PageSpec & { cold: CmsCalls; warm: CmsCalls }>;
  /**
   * Instances sharing Redis behind nginx (deploy/local-cluster.ts): the same page, a query of its
   * own per request so that each reaches an instance, with one instance then two (null when
   * Redis or nginx could not run).
   */
  instances?: {
    missing: string | null;
    path: string;
    one: LoadResult | null;
    two: LoadResult | null;
    ratio: number | null;
  };
  /** Site search on the CMS_SCALE build (bench/search.ts), or why it was not measured (absent in runs before it). */
  search?: SearchFigures | { missing: string };
  /** RSS of the server's process tree: after one request per page, then after each of two consecutive loads over every page. */
  memory: {
    beforeBytes: number;
    afterLoad1Bytes: number;
    afterLoad2Bytes: number;
    peakBytes: number;
    loads: LoadResult[];
  };
}
