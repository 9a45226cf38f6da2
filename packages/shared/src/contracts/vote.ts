import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zDbInt } from './fields';
import { zUnixSeconds } from './envelope';
import { MSG } from '../messages';

const int = () => z.number().int();

/*
 * Votes (SPEC §3 vote/option, §5 vote rules, §7 /web/common/gift_vote). Counts are hidden
 * (null) until the viewer has voted in that subject or the vote has ended.
 */

export const ZVoteOption = z.object({
  id: int(),
  text: z.string(),
  image: z.string(),
  description: z.string(),
  num: int().nullable().describe('票数；未投票且未结束时为 null'),
  percent: z.number().nullable().describe('占该题投票人数的百分比（0-100，一位小数）'),
  is_chosen: z.boolean().describe('我是否选了它'),
});

export const ZVoteSubject = z.object({
  id: int(),
  subject: z.string(),
  select_type: int().describe('1 单选，2 多选'),
  voter_count: int().nullable().describe('投票人数；结果隐藏时为 null'),
  has_voted: z.boolean(),
  show_result: z.boolean().describe('已投票或已结束时为 true'),
  options: z.array(ZVoteOption),
});

/** The vote block of a vote post's detail page. */
export const ZVoteBlock = z.object({
  item_id: int(),
  expire_time: zUnixSeconds,
  is_expired: z.boolean(),
  subjects: z.array(ZVoteSubject),
});
export type VoteBlock = z.infer<typeof ZVoteBlock>;

/** A ballot (also cast from a festival page, /xgo/v1/web/common/gift_vote). */
export const ZGiftVoteBody = z.object({
  item_id: zDbInt(MSG.itemNotFound, { coerce: false }),
  vote: z
    .array(
      z.object({
        subject_id: zDbInt(MSG.voteOptionInvalid, { coerce: false }),
        option_ids: z
          .array(zDbInt(MSG.voteOptionInvalid, { coerce: false }), {
            error: MSG.voteChoiceRequired,
          })
          .min(1, MSG.voteChoiceRequired)
          .max(100, MSG.voteOptionInvalid),
      }),
      { error: MSG.voteChoiceRequired },
    )
    .min(1, MSG.voteChoiceRequired)
    .max(100, MSG.voteChoiceRequired),
});

export const giftVote = defineContract({
  method: 'POST',
  path: '/web/common/gift_vote',
  authz: policy.member,
  summary: '投票：每题每人一次；单选恰好一个选项；截止后不能投',
  auth: true,
  body: ZGiftVoteBody,
  response: ZVoteBlock,
});
