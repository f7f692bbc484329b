/** Shown when a post or module has no feature image: a neutral tile, no text to translate. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#dbe4ee"/><circle cx="320" cy="180" r="60" fill="#b4c4d6"/></svg>',
  );
