// The load function shared by `npm run bench` and the load test: what it counts is what a server did.
import { createServer, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { requestCoding, requestCodings, variantCycle } from "../bench/codings.ts";
import { combineLoads, runLoad, type LoadResult } from "../bench/load.ts";
import { requestCycle, requestSpec, runWrk, uniquePathSpec, versionOf, wrkResult, wrkVersion } from "../bench/wrk.ts";
import { startStub, type Stub } from "./stub-server.ts";

let stub: Stub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

describe("runLoad", () => {
  it("counts answered requests, their rate and latency, with no errors from a healthy server", async () => {
    stub = await startStub((_request, response) => response.writeHead(200, { "content-type": "text/plain" }).end("ok"));
    const result = await runLoad({ url: `${stub.url}/page`, seconds: 1, connections: 4 });
    // How many depends on the machine: a rate is measured by `npm run bench`, never asserted here.
    expect(result.requests).toBeGreaterThan(0);
    // The server also saw the requests still in flight when the time ran out (one per connection at most).
    expect(stub.requests.length - result.requests).toBeGreaterThanOrEqual(0);
    expect(stub.requests.length - result.requests).toBeLessThanOrEqual(4);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
    expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
    expect(result).toMatchObject({ seconds: 1, connections: 4, errors: 0, timeouts: 0, unanswered: 0, non2xx: 0 });
    expect(new Set(stub.requests.map((request) => request.url))).toEqual(new Set(["/page"]));
  });

  it("goes through every path in turn and counts answers that are not 2xx", async () => {
    stub = await startStub((request, response) => response.writeHead(request.url === "/broken" ? 503 : 200).end());
    const result = await runLoad({ url: `${stub.url}/fine`, paths: ["/broken"], seconds: 1, connections: 2 });
    const broken = stub.requests.filter((request) => request.url === "/broken").length;
    expect(broken).toBeGreaterThan(0);
    expect(stub.requests.length - broken).toBeGreaterThan(0);
    expect(result.non2xx).toBeGreaterThan(0);
    expect(result.statusCodes["503"]).toBe(result.non2xx);
    expect(result.statusCodes["200"]).toBe(result.requests - result.non2xx);
    expect(broken - result.non2xx).toBeGreaterThanOrEqual(0);
    expect(broken - result.non2xx).toBeLessThanOrEqual(2);
    expect(result.errors).toBe(0);
  });

  it("does not count as dropped the request written on a connection the server said it closes", async () => {
    // Connection: close on every 20th answer of a connection, as nginx says on its
    // keepalive_requests-th: autocannon writes its next request there, then again on a new one.
    const answered = new WeakMap<object, number>();
    let closed = 0;
    stub = await startStub((request, response) => {
      const count = (answered.get(request.socket) ?? 0) + 1;
      answered.set(request.socket, count);
      if (count % 20 === 0) {
        closed++;
        response.setHeader("connection", "close");
      }
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
    const result = await runLoad({ url: `${stub.url}/page`, seconds: 1, connections: 4 });
    expect(closed).toBeGreaterThan(0);
    expect(result).toMatchObject({ errors: 0, timeouts: 0, unanswered: 0, non2xx: 0 });
    expect(result.requests).toBeGreaterThan(closed);
  });

  it("does not count as an error the reset of a connection the server said it closes", async () => {
    // nginx's way: its keepalive_requests-th answer says Connection: close and it closes at once;
    // the next request autocannon writes there meets a closed socket, which resets it. Here the
    // server resets the connection when that request arrives, so the reset comes every time.
    let closed = 0;
    const server = createServer((socket) => {
      let answered = 0;
      let said = false;
      socket.on("data", (chunk) => {
        if (said) return void socket.resetAndDestroy();
        const requests = chunk.toString("latin1").split("\r\n\r\n").length - 1;
        for (let index = 0; index < requests && !said; index++) {
          said = ++answered % 5 === 0;
          if (said) closed++;
          socket.write(`HTTP/1.1 200 OK\r\ncontent-length: 2\r\n${said ? "connection: close\r\n" : ""}\r\nok`);
        }
      });
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runLoad({ url: `http://127.0.0.1:${port}/page`, seconds: 1, connections: 4 });
      expect(closed).toBeGreaterThan(0);
      expect(result).toMatchObject({ errors: 0, timeouts: 0, unanswered: 0, non2xx: 0 });
      expect(result.requests).toBeGreaterThan(closed);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("counts requests the server drops without an answer as errors", async () => {
    stub = await startStub((request) => request.socket.destroy());
    const result = await runLoad({ url: `${stub.url}/`, seconds: 1, connections: 2 });
    expect(result.requests).toBe(0);
    expect(result.unanswered).toBeGreaterThan(0);
    expect(result.errors).toBeGreaterThanOrEqual(result.unanswered);
  });
});

describe("runWrk", () => {
  const options = { url: "http://127.0.0.1:9/", seconds: 2, connections: 50 };

  it("reads the summary line of bench/wrk.lua, in milliseconds and requests per second", () => {
    const output =
      'Running 2s test @ http://127.0.0.1:9/\n{"requests":80000,"durationUs":2000000,"bytes":160000000,"connect":0,"read":0,"write":0,"status":0,"timeout":0,"p50Us":612,"p99Us":2450,"meanUs":701.3,"maxUs":9120}\n';
    expect(wrkResult(options, output)).toEqual({
      url: options.url,
      seconds: 2,
      connections: 50,
      requestsPerSecond: 40000,
      p50Ms: 0.6,
      p99Ms: 2.5,
      meanMs: 0.7,
      maxMs: 9.1,
      requests: 80000,
      errors: 0,
      timeouts: 0,
      unanswered: 0,
      non2xx: 0,
      statusCodes: { "below 400": 80000 },
      bytesPerSecond: 80000000,
    });
  });

  it("counts socket errors and timeouts as errors, and answers of 400 or more as not 2xx", () => {
    const output =
      '{"requests":1000,"durationUs":1000000,"bytes":1,"connect":1,"read":2,"write":3,"status":40,"timeout":4,"p50Us":1,"p99Us":2,"meanUs":1,"maxUs":3}';
    expect(wrkResult(options, output)).toMatchObject({
      errors: 10,
      timeouts: 4,
      unanswered: 2,
      non2xx: 40,
      statusCodes: { "400 or more": 40, "below 400": 960 },
    });
  });

  it("counts every answer outside 200–299 as not 2xx when the script counted them by status", () => {
    const output =
      '{"requests":1000,"durationUs":1000000,"bytes":1,"connect":0,"read":0,"write":0,"status":2,"timeout":0,"p50Us":1,"p99Us":2,"meanUs":1,"maxUs":3,"statuses":{"200":990,"304":1,"302":7,"503":2}}';
    expect(wrkResult(options, output)).toMatchObject({
      errors: 0,
      non2xx: 10,
      statusCodes: { "200": 990, "304": 1, "302": 7, "503": 2 },
    });
  });

  it("names wrk's version, Debian's build as the upstream one", () => {
    expect(
      versionOf("wrk debian/4.1.0-3+b2 [epoll] Copyright (C) 2012 Will Glozer\nUsage: wrk <options> <url>\n"),
    ).toBe("wrk 4.1.0-3+b2");
    expect(versionOf("wrk 4.2.0 [epoll] Copyright (C) 2012 Will Glozer\n")).toBe("wrk 4.2.0");
    expect(versionOf("something else")).toBe("wrk");
  });

  it("says so when wrk printed no summary", () => {
    expect(() => wrkResult(options, "unable to connect to 127.0.0.1:9 Connection refused\n")).toThrow(/no summary/);
  });

  it("prepares a cycle of requests for wrk's script: every path with every header, one per line", () => {
    expect(requestCycle(["/a", "/b"], ["br", "gzip", null])).toEqual([
      { path: "/a", acceptEncoding: "br" },
      { path: "/b", acceptEncoding: "br" },
      { path: "/a", acceptEncoding: "gzip" },
      { path: "/b", acceptEncoding: "gzip" },
      { path: "/a", acceptEncoding: null },
      { path: "/b", acceptEncoding: null },
    ]);
    expect(requestSpec(requestCycle(["/a"], ["gzip, br", null]))).toBe("/a\tgzip, br\n/a\t");
    expect(() => requestSpec([{ path: "/a b", acceptEncoding: null }])).toThrow(/cannot send/);
    expect(() => requestSpec([{ path: "/a", acceptEncoding: "gzip\nX-Evil: 1" }])).toThrow(/cannot send/);
    expect(() => requestCycle([], ["br"])).toThrow();
  });

  it("takes an address with a number of its own per request only when wrk can send it", () => {
    expect(uniquePathSpec("/vivre?utm_source={n}")).toBe("/vivre?utm_source={n}");
    expect(() => uniquePathSpec("/vivre")).toThrow(/cannot send/);
    expect(() => uniquePathSpec("/a b{n}")).toThrow(/cannot send/);
    expect(() => uniquePathSpec("vivre{n}")).toThrow(/cannot send/);
  });

  // .ci/run installs Debian's wrk; elsewhere only the parsing above runs.
  describe.runIf(wrkVersion() !== null)("against a server", () => {
    it("sends the Accept-Encoding given, or none", async () => {
      stub = await startStub((_request, response) => response.writeHead(200).end("ok"));
      await runWrk({ url: `${stub.url}/page`, seconds: 1, connections: 2, headers: { "accept-encoding": "gzip, br" } });
      expect(new Set(stub.requests.map((request) => request.headers["accept-encoding"]))).toEqual(
        new Set(["gzip, br"]),
      );
      const sent = stub.requests.length;
      await runWrk({ url: `${stub.url}/page`, seconds: 1, connections: 2 });
      expect(new Set(stub.requests.slice(sent).map((request) => request.headers["accept-encoding"]))).toEqual(
        new Set([undefined]),
      );
    });

    it("sends a cycle of paths and headers in its proportions, and counts every answer by status", async () => {
      stub = await startStub((request, response) =>
        request.url === "/moved"
          ? response.writeHead(302, { location: "/a" }).end()
          : response.writeHead(200).end("ok"),
      );
      const mix = requestCoding("mix");
      const result = await runWrk({
        url: `${stub.url}/a`,
        seconds: 1,
        connections: 2,
        requests: requestCycle(["/a", "/moved"], variantCycle(mix.variants)),
        countStatuses: true,
      });
      const seen = stub.requests.map((request) => `${request.url} ${request.headers["accept-encoding"] ?? "none"}`);
      const share = (entry: string) => seen.filter((value) => value === entry).length / seen.length;
      expect(seen.length).toBeGreaterThan(200);
      expect(share("/a gzip, deflate, br, zstd")).toBeCloseTo(0.4, 1);
      expect(share("/a gzip")).toBeCloseTo(0.075, 1);
      expect(share("/a none")).toBeCloseTo(0.025, 1);
      expect(share("/moved gzip, deflate, br, zstd")).toBeCloseTo(0.4, 1);
      // A redirect is below 400 (wrk's own count) but not 2xx.
      expect(result.statusCodes["302"]).toBe(result.non2xx);
      expect(result.non2xx).toBeGreaterThan(0);
      expect(result.statusCodes["200"]! + result.non2xx).toBe(result.requests);
      expect(result.errors).toBe(0);
    });

    it("sends each request of a load at an address of its own when asked, and counts every answer by status", async () => {
      stub = await startStub((request, response) =>
        response.writeHead(request.url?.startsWith("/vivre/inconnu-") ? 404 : 200).end("x"),
      );
      const result = await runWrk({
        url: stub.url,
        seconds: 1,
        connections: 4,
        headers: { "accept-encoding": "gzip, br" },
        uniquePath: "/vivre/inconnu-{n}",
        countStatuses: true,
      });
      const urls = stub.requests.map((request) => request.url);
      expect(urls.length).toBeGreaterThan(100);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) expect(url).toMatch(/^\/vivre\/inconnu-1\.\d+$/);
      expect(new Set(stub.requests.map((request) => request.headers["accept-encoding"]))).toEqual(
        new Set(["gzip, br"]),
      );
      expect(result.statusCodes).toEqual({ "404": result.requests });
      expect(result.errors).toBe(0);
    });

    it("loads a healthy server without errors", async () => {
      stub = await startStub((_request, response) =>
        response.writeHead(200, { "content-type": "text/plain" }).end("ok"),
      );
      const result = await runWrk({ url: `${stub.url}/page`, seconds: 1, connections: 4 });
      expect(result.requests).toBeGreaterThan(0);
      expect(stub.requests.length).toBeGreaterThanOrEqual(result.requests);
      expect(result).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
      expect(new Set(stub.requests.map((request) => request.url))).toEqual(new Set(["/page"]));
    });

    it("counts answers of 400 or more and dropped connections as errors", async () => {
      stub = await startStub((request, response) =>
        request.url === "/gone" ? request.socket.destroy() : response.writeHead(503).end(),
      );
      const failing = await runWrk({ url: `${stub.url}/`, seconds: 1, connections: 2 });
      expect(failing.non2xx).toBeGreaterThan(0);
      expect(failing.non2xx).toBe(failing.requests);
      expect(failing.errors).toBe(0);
      const dropped = await runWrk({ url: `${stub.url}/gone`, seconds: 1, connections: 2 });
      expect(dropped.requests).toBe(0);
      expect(dropped.errors).toBeGreaterThan(0);
    });
  });
});

describe("the ways the benchmark asks for pages", () => {
  it("asks uncompressed, as every browser asks, and in a browser-like mix", () => {
    expect(requestCodings.map((coding) => coding.name)).toEqual(["identity", "compressed", "mix"]);
    expect(requestCoding("compressed").variants).toEqual([{ acceptEncoding: "gzip, br", weight: 1 }]);
    expect(requestCoding("identity").variants).toEqual([{ acceptEncoding: null, weight: 1 }]);
  });

  it("spreads a mix's headers over its cycle in their proportions", () => {
    const cycle = variantCycle(requestCoding("mix").variants);
    expect(cycle).toHaveLength(20);
    expect(cycle.filter((header) => header === "gzip, deflate, br, zstd")).toHaveLength(16);
    expect(cycle.filter((header) => header === "gzip")).toHaveLength(3);
    expect(cycle.filter((header) => header === null)).toHaveLength(1);
    // Spread: no two `gzip` next to each other.
    expect(cycle.some((header, index) => header === "gzip" && cycle[index + 1] === "gzip")).toBe(false);
    expect(variantCycle([{ acceptEncoding: "br", weight: 1 }])).toEqual(["br"]);
    expect(() => variantCycle([{ acceptEncoding: "br", weight: 0.5 }])).toThrow(/whole weight/);
  });
});

describe("combineLoads", () => {
  const round = (requestsPerSecond: number, p99Ms: number, extra: Partial<LoadResult> = {}): LoadResult => ({
    url: "http://127.0.0.1:9/",
    seconds: 2,
    connections: 50,
    requestsPerSecond,
    p50Ms: p99Ms / 4,
    p99Ms,
    meanMs: p99Ms / 3,
    maxMs: p99Ms * 2,
    requests: requestsPerSecond * 2,
    errors: 0,
    timeouts: 0,
    unanswered: 0,
    non2xx: 0,
    statusCodes: { "below 400": requestsPerSecond * 2 },
    bytesPerSecond: requestsPerSecond * 1000,
    ...extra,
  });

  it("adds up rounds of one address as one load, with the highest percentiles of the rounds", () => {
    const combined = combineLoads([
      round(30000, 3),
      round(36000, 2),
      round(33000, 8, { errors: 1, non2xx: 1, statusCodes: { "below 400": 65999, "400 or more": 1 } }),
    ]);
    expect(combined).toMatchObject({
      seconds: 6,
      requestsPerSecond: 33000,
      requests: 198000,
      p50Ms: 2,
      p99Ms: 8,
      maxMs: 16,
      errors: 1,
      non2xx: 1,
      bytesPerSecond: 33000000,
    });
    expect(combined.statusCodes).toEqual({ "below 400": 197999, "400 or more": 1 });
  });

  it("leaves one load as it is, and refuses none", () => {
    const one = round(1000, 5);
    expect(combineLoads([one])).toBe(one);
    expect(() => combineLoads([])).toThrow(/no load/);
  });
});
