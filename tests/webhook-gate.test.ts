// Who may call the revalidation webhook (lib/server/webhook-gate.ts): the right secret, from an
// address that has not sent too many wrong ones; driven with an injected clock.
import { describe, expect, it, vi } from "vitest";
import { webhookLimits } from "../config/site.ts";
import { clientAddressHeader } from "../lib/server/client-address.ts";
import { createRateLimiter } from "../lib/server/rate-limit.ts";
import { createWebhookGate } from "../lib/server/webhook-gate.ts";

const secret = "webhook-secret-0123456789";
const max = webhookLimits.maxFailures;
const windowMs = webhookLimits.failureWindowSeconds * 1000;

function call(address: string, given?: string): Request {
  return new Request("http://site/api/revalidate", {
    method: "POST",
    headers: { [clientAddressHeader]: address, ...(given === undefined ? {} : { authorization: `Bearer ${given}` }) },
    body: "{}",
  });
}

function gate() {
  const log = { warn: vi.fn() };
  return { gate: createWebhookGate({ secret, failures: createRateLimiter({ max, windowMs }), log }), log };
}

describe("the webhook's gate", () => {
  it("lets the right secret through, every time", async () => {
    const { gate: webhook } = gate();
    for (let i = 0; i < 3 * max; i++) expect(await webhook.admit(call("192.0.2.1", secret), 1000 + i)).toBeNull();
  });

  it("answers wrong or missing secrets 401, then 429 with a Retry-After until the first leaves the window", async () => {
    const { gate: webhook, log } = gate();
    const statuses: number[] = [];
    for (let i = 0; i < max; i++)
      statuses.push(
        (await webhook.admit(call("192.0.2.7", i % 2 ? undefined : "guess"), 1000 + i * 1000))?.status ?? 200,
      );
    expect(statuses).toEqual(Array(max).fill(401));
    const refused = await webhook.admit(call("192.0.2.7", "guess"), 1000 + max * 1000);
    expect(refused?.status).toBe(429);
    // The first failure (at 1 s) leaves the window at 1 s + the window.
    expect(refused?.headers.get("retry-after")).toBe(String((windowMs - max * 1000) / 1000));
    expect(refused?.headers.get("cache-control")).toBe("no-store");
    expect(await refused?.json()).toEqual({ error: expect.stringMatching(/too many wrong secrets/) });
    // Said once, however many calls the throttle refuses.
    for (let i = 0; i < 50; i++)
      expect((await webhook.admit(call("192.0.2.7", "guess"), 20_000 + i))?.status).toBe(429);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatch(/192\.0\.2\.7 sent too many wrong secrets/);
    // Once the first failure has left the window, one more try.
    expect((await webhook.admit(call("192.0.2.7", "guess"), 1000 + windowMs))?.status).toBe(401);
    expect((await webhook.admit(call("192.0.2.7", "guess"), 1000 + windowMs))?.status).toBe(429);
  });

  it("refuses a throttled address's right secret too (a right guess must not answer otherwise than a wrong one), and no other address", async () => {
    const { gate: webhook } = gate();
    for (let i = 0; i < max; i++) await webhook.admit(call("2001:db8::5", "guess"), 1000);
    expect((await webhook.admit(call("2001:db8::5", secret), 1001))?.status).toBe(429);
    expect(await webhook.admit(call("192.0.2.1", secret), 1001)).toBeNull();
    expect((await webhook.admit(call("192.0.2.2", "guess"), 1001))?.status).toBe(401);
    // The window over, the right secret goes through again.
    expect(await webhook.admit(call("2001:db8::5", secret), 1000 + windowMs)).toBeNull();
  });

  it("counts by the address server.ts resolved, not one the client wrote in X-Forwarded-For", async () => {
    const { gate: webhook } = gate();
    for (let i = 0; i < max; i++) {
      const request = call("198.51.100.3", "guess");
      request.headers.set("x-forwarded-for", `203.0.113.${i}`);
      expect((await webhook.admit(request, 1000))?.status).toBe(401);
    }
    const rotated = call("198.51.100.3", "guess");
    rotated.headers.set("x-forwarded-for", "203.0.113.200");
    expect((await webhook.admit(rotated, 1000))?.status).toBe(429);
  });

  it("is off without a secret: 404, nothing counted", async () => {
    const failures = createRateLimiter({ max, windowMs });
    const off = createWebhookGate({ secret: null, failures });
    for (let i = 0; i < 2 * max; i++) expect((await off.admit(call("192.0.2.9", "guess"), 1000))?.status).toBe(404);
    expect(await failures.retryAfter("192.0.2.9", 1000)).toBe(0);
  });
});
