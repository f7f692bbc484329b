/** Tables owned by the content features (their migrations live in ../migrations). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentTables {}
