import { describe, expect, it } from "vitest";
import { redactedUrl } from "../lib/redis/client.ts";

describe("the Redis connection", () => {
  it("never prints a Redis password", () => {
    expect(redactedUrl("redis://user:s3cret@cache.example.org:6379/1")).toBe(
      "redis://user:***@cache.example.org:6379/1",
    );
    expect(redactedUrl("redis://127.0.0.1:6379")).toBe("redis://127.0.0.1:6379");
  });
});
