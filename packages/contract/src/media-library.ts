import { z } from 'zod';
import { ContentKindSchema, StaffRefSchema } from './console-content.js';
import { line } from './fields.js';
import { PageQuerySchema, pagedSchema } from './pagination.js';

/**
 * The console's media library: images, PDFs and MP4 videos that editors upload once and
 * choose in content. Routes: /api/admin/media... (apps/server/src/features/console-media). A file's
 * `path` ('library/<uuid>.webp') is what a content field stores; `url` is where the browser loads it.
 */

export const MEDIA_KINDS = ['image', 'pdf', 'video'] as const;
export const MediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKindSchema>;

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { image: 'Image', pdf: 'PDF', video: 'Video' };

/** What the file chooser offers per kind; the server decides by the bytes, never by these. */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  pdf: 'application/pdf',
  video: 'video/mp4',
};

/** The multipart parts of an upload: the file, then its alt text (images) and an optional name. */
export const MEDIA_UPLOAD_FIELDS = { file: 'file', alt: 'alt', name: 'name' } as const;

/** The widths (px) an uploaded image is re-encoded to: the page (display) size, cards and thumbnails. */
export const MEDIA_IMAGE_WIDTHS = { display: 1600, card: 800, thumb: 320 } as const;

export const MediaAltSchema = line().max(300, 'Keep the alt text under 300 characters');
export const MediaNameSchema = line().min(1, 'Give the file a name').max(200, 'Keep the name under 200 characters');

/** The text parts of an upload, as sent: a blank name means the file's own name. */
export const MediaUploadFieldsSchema = z.object({
  alt: MediaAltSchema.optional(),
  name: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), MediaNameSchema.optional()),
});

export const ALT_REQUIRED = 'Describe the image for members who cannot see it';

/** The size limit of each kind, in bytes (deployment `mediaLibrary`). */
export const MediaLimitsSchema = z.object({ image: z.number(), pdf: z.number(), video: z.number() });
export type MediaLimits = z.infer<typeof MediaLimitsSchema>;

export const MediaFileSchema = z.object({
  id: z.number().int(),
  kind: MediaKindSchema,
  name: z.string(),
  /** What a content field stores. */
  path: z.string(),
  /** Where the browser loads it (GET /api/media/...). */
  url: z.string(),
  /** A small image to show in lists: the thumbnail of an image, null for PDFs and videos. */
  thumbUrl: z.string().nullable(),
  mime: z.string(),
  byteSize: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string().nullable(),
  uploadedBy: StaffRefSchema,
  createdAt: z.string(),
  /** How many items (content items, education modules) use it. */
  usageCount: z.number().int(),
  /** What an editor should check (an imported image's alt text); null once checked or for an upload. */
  reviewNote: z.string().nullable(),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;

/** One place that uses a file: a content item (any of its versions) or an education module. */
export const MediaUseSchema = z.object({
  /** Every place is a content item (education modules too: decision 0050). */
  type: z.literal('content'),
  id: z.number().int(),
  title: z.string(),
  /** The content kind (content items only). */
  kind: ContentKindSchema.nullable(),
  /** Members see it in the live version now. */
  live: z.boolean(),
  /** The versions that hold it (content items; empty for modules). */
  versions: z.array(z.number().int()),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MediaFileDetailSchema = MediaFileSchema.extend({ uses: z.array(MediaUseSchema) });
export type MediaFileDetail = z.infer<typeof MediaFileDetailSchema>;

/** DELETE of a file in use: 409 with the places that use it. */
export const MediaInUseErrorSchema = z.object({
  errors: z.literal('conflict'),
  message: z.string(),
  uses: z.array(MediaUseSchema),
});
export type MediaInUseError = z.infer<typeof MediaInUseErrorSchema>;

export const MEDIA_SORTS = ['created', 'name', 'size'] as const;
export const MEDIA_PAGE_SIZE = 25;

/** GET /api/admin/media: `q` searches names (and alt text); filters combine. */
export const MediaListQuerySchema = z.object({
  q: line().max(200).optional(),
  kind: MediaKindSchema.optional(),
  sort: z.enum(MEDIA_SORTS).default('created'),
  order: z.enum(['desc', 'asc']).default('desc'),
  page: PageQuerySchema.shape.page,
  limit: z.coerce.number().int().min(1).max(100).default(MEDIA_PAGE_SIZE),
});
export type MediaListQuery = z.input<typeof MediaListQuerySchema>;

export const MediaPageSchema = pagedSchema(MediaFileSchema).extend({ limits: MediaLimitsSchema });
export type MediaPage = z.infer<typeof MediaPageSchema>;

/** PATCH /api/admin/media/:id: a new name and/or alt text (an image's alt text cannot be emptied). */
export const MediaUpdateSchema = z
  .object({ name: MediaNameSchema.optional(), alt: MediaAltSchema.optional() })
  .refine((b) => b.name !== undefined || b.alt !== undefined, { message: 'Change the name or the alt text' });
export type MediaUpdate = z.infer<typeof MediaUpdateSchema>;

/** The kind a browser-declared type suggests (for the chooser's first check only). */
export const mediaKindOfType = (type: string): MediaKind | null =>
  (Object.keys(MEDIA_ACCEPT) as MediaKind[]).find((k) => MEDIA_ACCEPT[k].split(',').includes(type)) ?? null;

/** "1.4 MB", "820 KB": sizes as the console shows them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
