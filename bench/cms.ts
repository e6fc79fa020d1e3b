// What the benchmark asks the embedded CMS: how much content it holds, and how many requests it
// answered (its admin API's statistics, CMS_ADMIN=1).

export interface CmsCalls {
  total: number;
  routes: Record<string, number>;
}

export async function resetStats(cmsUrl: string): Promise<void> {
  const response = await fetch(`${cmsUrl}/__cms/stats`, { method: "DELETE" });
  if (!response.ok)
    throw new Error(`the CMS refused to reset its statistics (${response.status}); is its admin API on?`);
  await response.arrayBuffer();
}

export async function readStats(cmsUrl: string): Promise<CmsCalls> {
  const response = await fetch(`${cmsUrl}/__cms/stats`);
  if (!response.ok) throw new Error(`the CMS gave no statistics (${response.status})`);
  const stats = (await response.json()) as CmsCalls;
  return { total: stats.total, routes: stats.routes };
}

/** Pages and events (news included) in both languages, from WordPress's X-WP-Total. */
export async function contentCounts(cmsUrl: string): Promise<{ pages: number; events: number }> {
  const total = async (type: string) => {
    const response = await fetch(`${cmsUrl}/wp-json/wp/v2/${type}?per_page=1&_fields=id`);
    await response.arrayBuffer();
    return Number(response.headers.get("x-wp-total"));
  };
  return { pages: await total("pages"), events: await total("events") };
}
