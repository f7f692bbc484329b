/** Escapes LIKE's wildcards (%, _ and the escape character itself) so typed text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE / ILIKE pattern that finds the text anywhere ("50%" matches "about 50% of"). */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
