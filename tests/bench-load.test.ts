// The load function shared by `npm run bench` and the load test: what it counts is what a server did.
import { afterEach, describe, expect, it } from "vitest";
import { runLoad } from "../bench/load.ts";
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

  it("counts requests the server drops without an answer as errors", async () => {
    stub = await startStub((request) => request.socket.destroy());
    const result = await runLoad({ url: `${stub.url}/`, seconds: 1, connections: 2 });
    expect(result.requests).toBe(0);
    expect(result.unanswered).toBeGreaterThan(0);
    expect(result.errors).toBeGreaterThanOrEqual(result.unanswered);
  });
});
