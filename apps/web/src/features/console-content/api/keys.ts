/** Query keys of the console's content: every change to an item refreshes its lists and versions. */
export const contentKeys = {
  all: ['console', 'content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  item: (id: number) => [...contentKeys.all, 'item', id] as const,
  versions: (id: number) => [...contentKeys.item(id), 'versions'] as const,
  version: (id: number, n: number) => [...contentKeys.item(id), 'versions', n] as const,
};
