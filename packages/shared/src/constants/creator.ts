import { defineEnum } from './define-enum';

/*
 * The creator domain (研究室 · 实验室, docs/creator.md): a creative master (users.x_up = 1)
 * writes a spec (规格书), the specification of a hardware project others may take on. This is
 * its first slice; challenges, designs and supports hang off a spec later.
 */

/** Stored status of a spec. Only a published one is public; the others are its creator's. */
export const SpecStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '公开征集' },
  cancelled: { value: 2, label: '已取消' },
});
export const SPEC_STATUS = SpecStatus.values;

export const SPEC_LIMITS = {
  title: 40,
  summary: 200,
  /** Characters of body text an empty summary takes. */
  summaryFromBody: 120,
  content: 100_000,
  /** Price in fen (分): 0 is 未定价, at most 1,000,000 元. */
  priceMax: 100_000_000,
} as const;
