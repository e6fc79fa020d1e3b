import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { ephemeralRange, freePort } from "../scripts/lib/free-port.ts";

describe("freePort", () => {
  it("reads the system's range of ports for outgoing connections, or none", () => {
    expect(ephemeralRange(() => "32768\t60999\n")).toEqual([32768, 60999]);
    expect(ephemeralRange(() => "nonsense")).toBeNull();
    expect(
      ephemeralRange(() => {
        throw new Error("no such file");
      }),
    ).toBeNull();
  });

  it("draws a port below that range, where no outgoing connection can take it before the server binds it", async () => {
    for (let index = 0; index < 20; index++) {
      const port = await freePort([32768, 60999]);
      expect(port).toBeGreaterThanOrEqual(32768 - 1 - 12_000);
      expect(port).toBeLessThan(32768);
    }
  });

  it("gives a port a server can listen on", async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it("takes the system's pick where the range leaves no room below it", async () => {
    const port = await freePort([1024, 65535]);
    expect(port).toBeGreaterThan(0);
    expect(await freePort(null)).toBeGreaterThan(0);
  });
});
