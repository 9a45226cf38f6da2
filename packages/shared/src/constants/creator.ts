import { defineEnum } from './define-enum';

/*
 * The creator domain (研究室 · 实验室, docs/creator.md): a creative master (users.x_up = 1)
 * writes a spec (规格书), the specification of a hardware project others may take on. This is
 * its first slice; challenges, designs and supports hang off a spec later.
 */

/**
 * Stored status of a spec. Only a published one is public; the others are its creator's.
 * 已被管理员下架 is staff's take-down (docs/creator.md "Take-down"): hidden like a draft, not
 * editable by its creator, restorable by staff to the status it had.
 */
export const SpecStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '公开征集' },
  cancelled: { value: 2, label: '已取消' },
  removed: { value: 3, label: '已被管理员下架' },
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

/**
 * State of what members bring to a spec, a challenge (挑战) or a design (设计稿): the spec's
 * creator reviews it; only its proposer cancels it (challenges only). Only approved is public.
 */
export const SpecEntryStatus = defineEnum({
  pending: { value: 0, label: '待审核' },
  approved: { value: 1, label: '已通过' },
  rejected: { value: 2, label: '已驳回' },
  cancelled: { value: 3, label: '已撤回' },
  // Staff's take-down, as for specs: hidden, restorable to the status it had.
  removed: { value: 4, label: '已被管理员下架' },
});
export const SPEC_ENTRY_STATUS = SpecEntryStatus.values;

/**
 * Whether a challenge's proposer may delete it (my_challenge/delete; the 删除 button of 我的挑战
 * asks the same): anything but an approved challenge, which belongs to its spec's record. One
 * taken down by staff is judged by the status it had (`removed_from`): an approved challenge
 * taken down is still the spec's, and staff may restore it, so its proposer may not erase it
 * meanwhile. One without a remembered status is restored as pending, so it counts as pending.
 */
export function proposerMayDeleteChallenge(status: number, removedFrom: number | null): boolean {
  const standing = status === SPEC_ENTRY_STATUS.removed ? removedFrom : status;
  return standing !== SPEC_ENTRY_STATUS.approved;
}

/** A support (支持) of a spec: pending until paid; a free spec's is paid at once. */
export const SupportStatus = defineEnum({
  pending: { value: 0, label: '待支付' },
  paid: { value: 1, label: '已支付' },
});
export const SUPPORT_STATUS = SupportStatus.values;

/** A creative-master application (创作达人申请), reviewed by staff. */
export const MasterApplicationStatus = defineEnum({
  pending: { value: 0, label: '审核中' },
  approved: { value: 1, label: '已通过' },
  rejected: { value: 2, label: '未通过' },
});
export const MASTER_APPLICATION_STATUS = MasterApplicationStatus.values;

/** Lengths and counts of challenges, designs and applications (docs/creator.md). */
export const CREATOR_LIMITS = {
  challengeTitle: 40,
  challengeContent: 2000,
  /** Challenge tags a spec may offer, and their length. */
  challengeTags: 8,
  challengeTag: 10,
  designDescription: 500,
  designImages: 9,
  reason: 200,
  applicationIntro: 1000,
  applicationWorks: 5,
  applicationImages: 9,
  applicationProof: 500,
  applicationContact: 60,
  url: 300,
} as const;

/** Page sizes of the laboratory's lists, and how many the home and side lists show. */
export const CREATOR_PAGE_SIZE = 10;
export const CREATOR_INDEX_SIZE = 6;

/** What staff take down in the research room (docs/creator.md "Take-down"). */
export const CreatorTakedownKind = defineEnum({
  spec: { value: 'spec', label: '规格书' },
  challenge: { value: 'challenge', label: '挑战' },
  design: { value: 'design', label: '设计稿' },
});
export type CreatorTakedownKindValue =
  (typeof CreatorTakedownKind.values)[keyof typeof CreatorTakedownKind.values];
