// The data cache's tags of pages and events (one per list, one per item), shared by their
// readers (pages.ts, events.ts, the route table) and by revalidation.ts, which expires them.
export const pageTags = {
  all: "wp:pages",
  one: (id: number) => `wp:page:${id}`,
};

export const eventTags = {
  all: "wp:events",
  one: (id: number) => `wp:event:${id}`,
};
