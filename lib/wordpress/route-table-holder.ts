// Where the process keeps its live route table (lib/wordpress/live-route-table.ts): on globalThis,
// since the proxy and the route handlers are separate bundles of one process. The site's server
// (server.ts) runs outside Next's bundles and cannot load the table's WordPress client (it imports
// Next.js's modules): it reads the table the proxy made, through this module alone.
import type { Language } from "../../config/site.ts";
import type { Route } from "./route-table.ts";

export const routeTableKey = Symbol.for("vitrine.routeTable");

/** What the site's server reads of the table: `LiveRouteTable.lookup`. */
export interface RouteLookupTable {
  lookup(language: Language, path: string): Promise<Route | null | undefined>;
}

/** The process's table once the proxy has made it (its first request), else undefined. */
export function heldRouteTable(): RouteLookupTable | undefined {
  return (globalThis as { [routeTableKey]?: RouteLookupTable })[routeTableKey];
}
