/** Shown when a member has no profile image: a neutral silhouette, inline so it never 404s. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#dfe6ee"/><circle cx="32" cy="25" r="12" fill="#8a9bb0"/><path d="M10 60c3-13 12-19 22-19s19 6 22 19z" fill="#8a9bb0"/></svg>',
  );
