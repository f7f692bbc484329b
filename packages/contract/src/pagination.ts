import { z } from 'zod';

export const SORT_BY = ['added', 'views', 'rating', 'recommended'] as const;
export const ORDER_BY = ['desc', 'asc'] as const;
export const SortBySchema = z.enum(SORT_BY);
export const OrderBySchema = z.enum(ORDER_BY);
export type SortBy = z.infer<typeof SortBySchema>;

export const PaginationMetaSchema = z.object({
  limit: z.number().int(),
  next: z.number().int().nullable(),
  page: z.number().int(),
  pages: z.number().int(),
  prev: z.number().int().nullable(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

/** Query of every paged list; page numbers start at 1. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const pageMeta = (total: number, page: number, limit: number): PaginationMeta => {
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    limit,
    page,
    pages,
    total,
    next: page < pages ? page + 1 : null,
    prev: page > 1 ? page - 1 : null,
  };
};

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: PaginationMetaSchema }) });
