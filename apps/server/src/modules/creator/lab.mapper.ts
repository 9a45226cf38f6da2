import type { CreatorProfile, SpecCard, Support } from '@xinke/shared';
import type { CreatorProfileRow, SpecCardRow, SupportRow } from './lab.repository';
import { seconds, toCreatorUser } from './spec.mapper';

export function toSpecCard(row: SpecCardRow): SpecCard {
  const { spec } = row;
  return {
    id: spec.id,
    title: spec.title,
    cover: spec.cover,
    summary: spec.summary,
    price: spec.price,
    status: spec.status,
    remove_reason: spec.removeReason,
    creator: toCreatorUser(row.creator),
    thumb_count: spec.thumbCount,
    comment_count: spec.commentCount,
    challenge_count: row.challengeCount,
    design_count: row.designCount,
    supporter_count: row.supporterCount,
    create_time: seconds(spec.createTime),
  };
}

export function toCreatorProfile(row: CreatorProfileRow): CreatorProfile {
  return {
    ...toCreatorUser(row.user),
    intro: row.intro,
    spec_count: row.specCount,
    challenge_count: row.challengeCount,
    design_count: row.designCount,
    supporter_count: row.supporterCount,
  };
}

export function toSupport({ support, spec, user }: SupportRow): Support {
  return {
    id: support.id,
    spec: { id: spec.id, title: spec.title },
    user: toCreatorUser(user),
    amount: support.amount,
    status: support.status,
    create_time: seconds(support.createTime),
    paid_time: support.paidTime ? seconds(support.paidTime) : null,
  };
}
