import {
  COMMENT_STATUS,
  ITEM_STATUS,
  MSG,
  REVIEW_DECISION,
  REVIEW_QUEUE_KIND,
  REVIEW_QUEUE_REASON,
  REVIEW_QUEUE_TAB,
  STAFF_ACTION,
  type ReviewPreview,
  type ReviewQueueEntry,
  type StaffActionValue,
} from '@xinke/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toUnixSeconds } from '../../lib/clock';
import { htmlToText } from '../../search';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { paginate } from '../forum/forum.service';
import { lockItem } from '../item/item.repository';
import { assertModerator } from './assert-moderator';
import {
  keepReportedComment,
  publishComment,
  publishReply,
  rejectComment,
  rejectReply,
} from './comment-decision';
import { decideItem, keepReportedItem } from './item-decision';
import { findReplyCommentId, lockComment } from './moderation.repository';
import {
  REPORT_TYPE_OF,
  loadComments,
  loadPosts,
  loadReplies,
  openReportCounts,
  reportsOn,
  type CommentRow,
  type PostRow,
} from './queue-content';
import { findDonePage, findPendingPage, type QueueFilter, type QueueRef } from './queue.repository';
import { loadSensitiveWordMatcher, type SensitiveWordMatcher } from './sensitive-words';
import type { ReviewContext } from './review-context';

type Kind = QueueRef['kind'];
const seconds = (d: Date) => toUnixSeconds(d.getTime());
const EXCERPT_CHARS = 80;
const cut = (text: string) =>
  [...text].length > EXCERPT_CHARS ? `${[...text].slice(0, EXCERPT_CHARS).join('')}…` : text;

const user = (r: { userId: number; nickname: string; imageUrl: string }) => ({
  id: r.userId,
  nickname: r.nickname,
  image_url: r.imageUrl,
});
const circleOf = (r: { circleId: number | null; circleName: string | null }) =>
  r.circleId !== null && r.circleName !== null ? { id: r.circleId, name: r.circleName } : null;
const decisionOf = (r: {
  reviewUserId: number | null;
  reviewNickname: string | null;
  reviewTime: Date | null;
  reviewReason: string;
}) =>
  r.reviewTime === null
    ? null
    : {
        reviewer:
          r.reviewUserId === null ? null : { id: r.reviewUserId, nickname: r.reviewNickname ?? '' },
        time: seconds(r.reviewTime),
        reason: r.reviewReason,
      };

/** The word a post's text holds: the one that held it, else what the list matches now. */
const postWord = (p: PostRow, match: SensitiveWordMatcher) =>
  p.reviewWord || match(`${p.title}\n${htmlToText(p.body)}`);

function postEntry(
  p: PostRow,
  ref: QueueRef,
  reports: number,
  match: SensitiveWordMatcher,
): ReviewQueueEntry {
  return {
    kind: REVIEW_QUEUE_KIND.post,
    id: p.id,
    reasons: ref.reasons,
    title: p.title,
    excerpt: cut(p.summary),
    status: p.itemStatus,
    user: user(p),
    circle: circleOf(p),
    item_id: p.id,
    sensitive_word: postWord(p, match),
    report_count: reports,
    queue_time: seconds(ref.queueTime),
    create_time: seconds(p.createTime),
    decision: decisionOf(p),
  };
}

function commentEntry(
  kind: Kind,
  c: CommentRow,
  ref: QueueRef,
  reports: number,
  match: SensitiveWordMatcher,
): ReviewQueueEntry {
  return {
    kind,
    id: c.id,
    reasons: ref.reasons,
    title: c.itemTitle ?? '',
    excerpt: cut(c.content),
    status: c.status,
    user: user(c),
    circle: circleOf(c),
    item_id: c.itemId,
    sensitive_word: match(c.content),
    report_count: reports,
    queue_time: seconds(ref.queueTime),
    create_time: seconds(c.createTime),
    decision: decisionOf(c),
  };
}

export interface QueueQuery extends QueueFilter {
  tab: string;
  page: number;
  pageSize: number;
}

/** GET /web/moderation/queue: one table of every kind (queue.repository.ts). */
export async function listQueue(db: Db, staffId: number, q: QueueQuery) {
  await assertModerator(db, staffId);
  const find = q.tab === REVIEW_QUEUE_TAB.done ? findDonePage : findPendingPage;
  const { refs, total } = await find(db, q, q.pageSize, (q.page - 1) * q.pageSize);
  const idsOf = (kind: Kind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const [posts, commentRows, replyRows, postReports, commentReports, replyReports, match] =
    await Promise.all([
      loadPosts(db, idsOf('post')),
      loadComments(db, idsOf('comment')),
      loadReplies(db, idsOf('reply')),
      openReportCounts(db, REPORT_TYPE_OF.post, idsOf('post')),
      openReportCounts(db, REPORT_TYPE_OF.comment, idsOf('comment')),
      openReportCounts(db, REPORT_TYPE_OF.reply, idsOf('reply')),
      loadSensitiveWordMatcher(db),
    ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const [p, c, r] = [byId(posts), byId(commentRows), byId(replyRows)];
  const data: ReviewQueueEntry[] = [];
  for (const ref of refs) {
    if (ref.kind === 'post') {
      const row = p.get(ref.id);
      if (row) data.push(postEntry(row, ref, postReports.get(ref.id) ?? 0, match));
    } else {
      const row = (ref.kind === 'comment' ? c : r).get(ref.id);
      const counts = ref.kind === 'comment' ? commentReports : replyReports;
      if (row) data.push(commentEntry(ref.kind, row, ref, counts.get(ref.id) ?? 0, match));
    }
  }
  return { data, paginate: paginate(total, q.page, q.pageSize) };
}

/** Why an entry is in the pending queue now (the preview repeats the table's reasons). */
function reasonsOf(held: boolean, word: string | null, reviewWord: string, openReports: number) {
  const out: string[] = [];
  if (held)
    out.push(
      word !== null || reviewWord !== '' ? REVIEW_QUEUE_REASON.sensitive : REVIEW_QUEUE_REASON.pre,
    );
  if (openReports > 0) out.push(REVIEW_QUEUE_REASON.report);
  return out;
}

const previewComment = (row: CommentRow) => ({
  id: row.id,
  content: row.content,
  status: row.status,
  user: user(row),
  create_time: seconds(row.createTime),
});

/** GET /web/moderation/queue/preview: the content in its context and every report on it. */
export async function previewEntry(
  db: Db,
  staffId: number,
  kind: string,
  id: number,
): Promise<ReviewPreview> {
  await assertModerator(db, staffId);
  const k = kind as Kind;
  const [match, reportRows] = await Promise.all([
    loadSensitiveWordMatcher(db),
    reportsOn(db, REPORT_TYPE_OF[k], id),
  ]);
  const reports = reportRows.map((r) => ({
    id: r.id,
    user: user(r),
    reason: r.reason,
    status: r.status,
    create_time: seconds(r.createTime),
  }));
  const openReports = reportRows.filter((r) => r.status === 0).length;
  const postOf = async (itemId: number | null, withBody: boolean) => {
    if (itemId === null) return null;
    const [row] = await loadPosts(db, [itemId]);
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      circle: circleOf(row),
      cover: row.cover,
      summary: row.summary,
      // Stored sanitized on submit (sanitizePostHtml): the console renders it as the site does.
      body: withBody ? row.body : '',
      item_status: row.itemStatus,
      create_time: seconds(row.createTime),
    };
  };
  if (k === 'post') {
    const [row] = await loadPosts(db, [id]);
    if (!row) throw AppError.notFound(MSG.reviewContentNotFound);
    const held =
      row.itemStatus === ITEM_STATUS.unverified || row.itemStatus === ITEM_STATUS.reviewing;
    const word = postWord(row, match);
    return {
      kind: k,
      id,
      status: row.itemStatus,
      reasons: reasonsOf(held, row.reviewWord === '' ? null : word, row.reviewWord, openReports),
      sensitive_word: word,
      user: user(row),
      post: await postOf(id, true),
      parent_comment: null,
      comment: null,
      reports,
      decision: decisionOf(row),
    };
  }
  const [row] = k === 'comment' ? await loadComments(db, [id]) : await loadReplies(db, [id]);
  if (!row) throw AppError.notFound(MSG.reviewContentNotFound);
  const parent = k === 'reply' ? (await loadComments(db, [row.commentId]))[0] : undefined;
  const word = match(row.content);
  return {
    kind: k,
    id,
    status: row.status,
    reasons: reasonsOf(row.status === COMMENT_STATUS.pending, word ?? '', '', openReports),
    sensitive_word: word,
    user: user(row),
    post: await postOf(row.itemId, false),
    parent_comment: parent ? previewComment(parent) : null,
    comment: previewComment(row),
    reports,
    decision: decisionOf(row),
  };
}

const ACTION_OF: Record<Kind, StaffActionValue> = {
  post: STAFF_ACTION.itemReview,
  comment: STAFF_ACTION.commentReview,
  reply: STAFF_ACTION.replyReview,
};

interface Outcome {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  status: number;
  reports: number[];
  title: string;
}

/** One entry's decision inside its own transaction (a failure leaves the others alone). */
async function decideOne(
  tx: Db,
  ctx: ReviewContext,
  ref: { kind: Kind; id: number },
  approve: boolean,
  reason: string,
): Promise<Outcome> {
  const open = async () =>
    (await openReportCounts(tx, REPORT_TYPE_OF[ref.kind], [ref.id])).get(ref.id) ?? 0;
  if (ref.kind === 'post') {
    const item = await lockItem(tx, ref.id);
    if (!item) throw AppError.notFound(MSG.reviewContentNotFound);
    const held =
      item.itemStatus === ITEM_STATUS.unverified || item.itemStatus === ITEM_STATUS.reviewing;
    const reported = item.itemStatus === ITEM_STATUS.published && (await open()) > 0;
    if (!held && !reported) throw AppError.conflict(MSG.reviewNotPending);
    if (approve && reported) {
      const reports = await keepReportedItem(tx, ctx, item, reason);
      return {
        before: { open_reports: reports.length },
        after: { open_reports: 0 },
        status: item.itemStatus,
        reports,
        title: item.title,
      };
    }
    const r = await decideItem(tx, ctx, item, approve, reason);
    return {
      before: { item_status: r.before },
      after: { item_status: r.after },
      status: r.after,
      reports: r.reports,
      title: item.title,
    };
  }
  // Comments and replies: lock comment → reply, as the decisions below take them.
  const commentId = ref.kind === 'comment' ? ref.id : await findReplyCommentId(tx, ref.id);
  const missing = ref.kind === 'comment' ? MSG.commentNotFound : MSG.replyNotFound;
  if (commentId === undefined) throw AppError.notFound(missing);
  const parent = await lockComment(tx, commentId);
  const [row] =
    ref.kind === 'comment'
      ? parent
        ? [parent]
        : []
      : await tx.select().from(replies).where(eq(replies.id, ref.id)).for('update');
  if (!row) throw AppError.notFound(missing);
  const held = row.status === COMMENT_STATUS.pending;
  const reported = row.status === COMMENT_STATUS.visible && (await open()) > 0;
  if (!held && !reported) throw AppError.conflict(MSG.reviewNotPending);
  if (approve && reported) {
    const reports = await keepReportedComment(tx, ctx, ref.kind, row, reason);
    return {
      before: { open_reports: reports.length },
      after: { open_reports: 0 },
      status: row.status,
      reports,
      title: '',
    };
  }
  const decide =
    ref.kind === 'comment'
      ? approve
        ? publishComment
        : rejectComment
      : approve
        ? publishReply
        : rejectReply;
  const r = await decide(tx, ctx, ref.id, reason);
  return {
    before: { status: r.before },
    after: { status: r.status },
    status: r.status,
    reports: r.reports,
    title: '',
  };
}

/**
 * POST /web/moderation/queue/decide: each entry in a transaction of its own with its audit
 * row, so one that fails (decided meanwhile, gone, a reply whose comment still waits)
 * reports why and the others still go through. A reject needs a reason.
 */
export async function decideEntries(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  input: { entries: { kind: string; id: number }[]; action: string; reason: string },
) {
  await assertModerator(db, actor.id);
  const approve = input.action === REVIEW_DECISION.approve;
  if (!approve && input.reason === '') throw AppError.badRequest(MSG.rejectReasonRequired);
  const bulk = input.entries.length > 1;
  const results = [];
  for (const entry of input.entries) {
    const ref = { kind: entry.kind as Kind, id: entry.id };
    try {
      const status = await db.transaction(async (tx) => {
        const ctx = { actor, now: new Date(clock()) };
        const out = await decideOne(tx, ctx, ref, approve, input.reason);
        await recordStaffAction(tx, {
          actor,
          action: ACTION_OF[ref.kind],
          target: `${ref.kind === 'post' ? 'item' : ref.kind}:${ref.id}`,
          before: out.before,
          after: out.after,
          reason: input.reason,
          details: {
            decision: input.action,
            via: 'queue',
            reports: out.reports,
            ...(bulk ? { bulk: true } : {}),
            ...(out.title ? { title: out.title } : {}),
          },
        });
        return out.status;
      });
      const msg = approve ? MSG.reviewApproved : MSG.reviewRejected;
      results.push({ kind: ref.kind, id: ref.id, ok: true, msg, status });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ kind: ref.kind, id: ref.id, ok: false, msg: err.message, status: null });
    }
  }
  return { results };
}
