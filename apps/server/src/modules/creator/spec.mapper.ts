import type { CreatorUser, SpecDetail } from '@xinke/shared';
import type { SpecRow } from './spec.repository';

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function toCreatorUser(u: SpecRow['creator']): CreatorUser {
  return { id: u.id, nickname: u.nickname, image_url: u.imageUrl, x_up: u.xUp };
}

export function toSpecDetail(
  { spec, creator }: SpecRow,
  viewer: { isThumb: boolean; isMine: boolean },
): SpecDetail {
  return {
    id: spec.id,
    title: spec.title,
    cover: spec.cover,
    summary: spec.summary,
    content: spec.content,
    price: spec.price,
    status: spec.status,
    remove_reason: spec.removeReason,
    creator: toCreatorUser(creator),
    challenge_tags: spec.challengeTags,
    thumb_count: spec.thumbCount,
    comment_count: spec.commentCount,
    collect_count: spec.collectCount,
    is_thumb: viewer.isThumb ? 1 : 0,
    // SPEC §9 has no collect source for specs: liked, never collected (docs/creator.md).
    is_collect: 0,
    is_mine: viewer.isMine ? 1 : 0,
    create_time: seconds(spec.createTime),
    update_time: seconds(spec.updateTime),
  };
}
