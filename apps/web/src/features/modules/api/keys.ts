import type { ModuleSearchQuery, ModuleSortBy } from '@aatd/contract';

/** Every modules query sits under ['modules'], so a save or unsave refreshes them in one call. */
export const moduleKeys = {
  all: ['modules'] as const,
  list: (page: number, sortBy: ModuleSortBy) => ['modules', 'list', page, sortBy] as const,
  detail: (id: number) => ['modules', 'detail', id] as const,
  topics: ['modules', 'topics'] as const,
  search: (q: ModuleSearchQuery) => ['modules', 'search', q] as const,
  saved: (page: number) => ['modules', 'saved', page] as const,
};
