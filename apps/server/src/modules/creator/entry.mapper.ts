import type { Challenge, Design } from '@xinke/shared';
import type { ChallengeRow, DesignRow } from './entry.repository';
import { seconds, toCreatorUser } from './spec.mapper';

export function toChallenge({ challenge: c, spec, user }: ChallengeRow): Challenge {
  return {
    id: c.id,
    spec: { id: spec.id, title: spec.title },
    user: toCreatorUser(user),
    title: c.title,
    content: c.content,
    tags: c.tags,
    status: c.status,
    reason: c.reason,
    remove_reason: c.removeReason,
    removed_from: c.removedFrom,
    create_time: seconds(c.createTime),
  };
}

export function toDesign({ design: d, spec, user }: DesignRow): Design {
  return {
    id: d.id,
    spec: { id: spec.id, title: spec.title },
    challenge_id: d.challengeId ?? 0,
    user: toCreatorUser(user),
    description: d.description,
    images: d.images,
    status: d.status,
    reason: d.reason,
    remove_reason: d.removeReason,
    create_time: seconds(d.createTime),
  };
}
