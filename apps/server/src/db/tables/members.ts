/** Tables owned by the members features (their migrations live in ../migrations). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MembersTables {}
