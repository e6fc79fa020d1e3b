// A free loopback port for servers the scripts, benchmark and tests start, which bind it later.
//
// Not one the system picks for `listen(0)`: those come from the range it also gives outgoing
// connections their local port from (Linux: net.ipv4.ip_local_port_range, 32768–60999). Between the
// pick and the bind (a cluster starts Redis and its instances before nginx), any connection made
// meanwhile, by the suite's loads for instance, may take that port as its own, and the server's
// bind fails with EADDRINUSE. So the port is drawn below that range, where the system never puts
// an outgoing connection, and checked free; the system's pick is the fallback.
//
// Two processes (the suite's workers) may draw the same port: each finds it free, and the second
// bind fails. So a port drawn is also reserved, for as long as the process that drew it lives: a
// file of its own in a folder of the system's temporary directory, made only if it does not exist
// yet (O_EXCL), holding the process's id. A reservation whose process is gone is taken over; a
// process removes its own at its exit, and those of processes gone at its first draw. Nor does a
// process get the same port twice.
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

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

/** The folder of the reservations, shared by every process of this user on this machine. */
export const reservationFolder = path.join(tmpdir(), "vitrine-ports");
/** The ports this process was given, each with the folder of its reservation (null: none). */
const given = new Map<number, string | null>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Reserves `port` for this process, or says another living process holds it. */
export function reserve(port: number, folder = reservationFolder): boolean {
  if (given.has(port)) return false;
  const file = path.join(folder, String(port));
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      mkdirSync(folder, { recursive: true });
      const descriptor = openSync(file, "wx");
      try {
        writeSync(descriptor, String(process.pid));
      } finally {
        closeSync(descriptor);
      }
      keep(port, folder);
      return true;
    } catch (error) {
      // No folder to share (a read-only temporary directory): the probe alone decides.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") return keep(port, null);
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, "utf8").trim() || "0");
    } catch {
      continue; // released meanwhile: try again
    }
    // Held by a living process, or being written (no id yet, for a minute at most): taken. Else
    // (its process gone without removing it) taken over.
    if (holder ? alive(holder) : Date.now() - modified(file) < 60_000) return false;
    try {
      unlinkSync(file);
    } catch {
      // Taken over by another process meanwhile: try again, its file decides.
    }
  }
  return false;
}

function modified(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

let releasing = false;
function keep(port: number, folder: string | null): true {
  given.set(port, folder);
  if (folder !== null && !releasing) {
    releasing = true;
    process.once("exit", release);
    sweep(folder);
  }
  return true;
}

/**
 * Removes the reservations of processes that are gone: a process stopped by a signal (a test
 * runner's worker) has no exit to remove its own. Done at a process's first reservation.
 */
function sweep(folder: string) {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const holder = Number(readFileSync(file, "utf8").trim() || "0");
      if (holder && !alive(holder)) unlinkSync(file);
    } catch {
      // Removed meanwhile.
    }
  }
}

/** Removes this process's reservations, and their folder once no other process has one there. */
function release() {
  const folders = new Set<string>();
  for (const [port, folder] of given) {
    if (folder === null) continue;
    folders.add(folder);
    const file = path.join(folder, String(port));
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Taken over or gone already.
    }
  }
  for (const folder of folders) {
    try {
      rmdirSync(folder);
    } catch {
      // Not empty: another process's reservations are there.
    }
  }
}

export async function freePort(range: [number, number] | null = ephemeralRange()): Promise<number> {
  if (range && range[0] > lowestRangeStart) {
    const high = range[0] - 1;
    const low = Math.max(1024, high - span);
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = low + Math.floor(Math.random() * (high - low + 1));
      if (!reserve(port)) continue;
      if ((await probe(port)) !== null) return port;
    }
  }
  const picked = await probe(0);
  if (picked === null) throw new Error("no free loopback port");
  keep(picked, null);
  return picked;
}
