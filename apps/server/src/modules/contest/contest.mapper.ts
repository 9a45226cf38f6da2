import type { ContestWork, ContestWorkDetail, Enrolment } from '@xinke/shared';
import { toUnixSeconds } from '../../lib/clock';
import type { EnrolmentRow, WorkWithAuthor } from './contest.repository';

/** A work on the wall; `votedToday` is the viewer's SPEC §4 vote flag for it. */
export function toContestWork(
  { work: w, author }: WorkWithAuthor,
  votedToday: boolean,
): ContestWork {
  return {
    id: w.id,
    active_id: w.activeId,
    serial_num: w.serialNum,
    name: w.name,
    cover: w.cover,
    desc: w.description,
    computer_model: w.computerModel,
    vote_count: w.voteCount,
    comment_count: w.commentCount,
    thumb_count: w.thumbCount,
    user: {
      id: author.id,
      nickname: author.nickname,
      image_url: author.imageUrl,
      level_name: author.levelName,
      x_up: author.xUp,
    },
    vote_status: votedToday ? 1 : 0,
    create_time: toUnixSeconds(w.createTime.getTime()),
  };
}

/**
 * A work's page. The reason of a rejection is the entrant's to read: `isMine` decides
 * whether it is shown.
 */
export function toContestWorkDetail(
  row: WorkWithAuthor,
  viewer: { votedToday: boolean; isThumb: boolean; isMine: boolean },
): ContestWorkDetail {
  const w = row.work;
  return {
    ...toContestWork(row, viewer.votedToday),
    image: w.images,
    content: w.content,
    is_thumb: viewer.isThumb ? 1 : 0,
    review_status: w.reviewStatus,
    reject_reason: viewer.isMine ? w.rejectReason : '',
    update_time: toUnixSeconds(w.updateTime.getTime()),
  };
}

export function toEnrolment(activeId: number, row: EnrolmentRow | undefined): Enrolment {
  return {
    active_id: activeId,
    if_join: row ? 1 : 0,
    user_name: row?.userName ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    create_time: row ? toUnixSeconds(row.createTime.getTime()) : null,
  };
}
