import type { VoteBlock } from '@xinke/shared';

/**
 * The detail contract types `vote` loosely (unknown); the server sends the vote block of
 * contracts/vote.ts. Accept it only when it has that shape, so a surprise renders nothing.
 */
export function asVoteBlock(value: unknown): VoteBlock | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<VoteBlock>;
  return typeof v.item_id === 'number' && Array.isArray(v.subjects) ? (v as VoteBlock) : null;
}

/** Chosen option ids per subject id, as the ballot form keeps them. */
export type Choices = Record<number, number[]>;

/** Single choice (1) replaces the pick; multiple choice (2) toggles it. */
export function choose(choices: Choices, subjectId: number, optionId: number, multiple: boolean) {
  const current = choices[subjectId] ?? [];
  const next = multiple
    ? current.includes(optionId)
      ? current.filter((id) => id !== optionId)
      : [...current, optionId]
    : [optionId];
  return { ...choices, [subjectId]: next };
}

export type Ballot = { subject_id: number; option_ids: number[] }[];

/** The gift_vote ballot: every open subject that has a pick. */
export function toBallot(block: VoteBlock, choices: Choices): Ballot {
  return block.subjects
    .filter((s) => !s.has_voted && (choices[s.id]?.length ?? 0) > 0)
    .map((s) => ({ subject_id: s.id, option_ids: choices[s.id] ?? [] }));
}
