/** The featured page's tag row: the tags flagged for display (SPEC §7 /web/forum/tag flag=1). */
export const FEATURED_TAGS_INPUT = { flag: 1 } as const;
