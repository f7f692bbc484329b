/** A file the API answered (an export, a CSV): its bytes and the name the server gave it, if any. */
export type DownloadedFile = { blob: Blob; name?: string };

/** The file name of a Content-Disposition header ("attachment; filename=\"x.csv\""). */
export const fileNameOf = (contentDisposition: string | null) =>
  /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];

/**
 * Hands a file to the browser as a download. API files need the access token in a header, so a
 * plain link cannot fetch them: the caller fetches, then this saves what came back.
 */
export function saveFile({ blob, name }: DownloadedFile, fallbackName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers start reading the file only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
