// A free loopback port for servers the scripts, benchmark and tests start, which bind it later.
//
// Not one the system picks for `listen(0)`: those come from the range it also gives outgoing
// connections their local port from (Linux: net.ipv4.ip_local_port_range, 32768–60999). Between the
// pick and the bind (a cluster starts Redis and its instances before nginx), any connection made
// meanwhile, by the suite's loads for instance, may take that port as its own, and the server's
// bind fails with EADDRINUSE. So the port is drawn below that range, where the system never puts
// an outgoing connection, and checked free; the system's pick is the fallback.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const rangeFile = "/proc/sys/net/ipv4/ip_local_port_range";
/** How many ports below the system's range the draw is made from. */
const span = 12_000;
/** Below this, there is no room under the system's range: its pick is taken. */
const lowestRangeStart = 10_000;

/** The ports the system gives outgoing connections, or null where it does not say (not Linux). */
export function ephemeralRange(read: () => string = () => readFileSync(rangeFile, "utf8")): [number, number] | null {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    return low && high && low <= high ? [low, high] : null;
  } catch {
    return null;
  }
}

/** Listens on `port` (0: the system picks) on loopback, closes, and gives the port, or null if it is taken. */
function probe(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

export async function freePort(range: [number, number] | null = ephemeralRange()): Promise<number> {
  if (range && range[0] > lowestRangeStart) {
    const high = range[0] - 1;
    const low = Math.max(1024, high - span);
    for (let attempt = 0; attempt < 20; attempt++) {
      const port = low + Math.floor(Math.random() * (high - low + 1));
      if ((await probe(port)) !== null) return port;
    }
  }
  const picked = await probe(0);
  if (picked === null) throw new Error("no free loopback port");
  return picked;
}
