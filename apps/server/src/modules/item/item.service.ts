import {
  CIRCLE_POSTING,
  ERROR_CODE,
  ITEM_STATUS,
  ITEM_SUMMARY_CHARS,
  ITEM_TYPE,
  MSG,
  itemActivePost,
  itemDraftSave,
  itemPost,
  type ModerationModeValue,
} from '@xinke/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { allowedImageSource, type ImagePolicy } from '../../lib/image-source';
import type { Clock } from '../../lib/clock';
import {
  firstImageSrc,
  plainTextExcerpt,
  sanitizePostHtml,
  summaryExcerpt,
} from '../../lib/sanitize-html';
import { htmlToText, searchVectorSql } from '../../search';
import { assertNotMuted } from '../admin/sanctions';
import { hotScore } from '../forum/hot-score';
import { assertTransition, submissionStatus } from '../moderation/moderation.service';
import { readModerationMode } from '../moderation/moderation-mode';
import { NO_EXPIRE_TIME, saveVoteSubjects } from '../vote/vote.service';
import type { SubjectData } from '../vote/vote.repository';
import { syncItemCounters } from './item-counters';
import { assertNotRemoved } from '../admin/community/item-removal';
import { onItemStatus } from '../growth/earnings';
import {
  findCircleRef,
  findItem,
  findTagIds,
  insertItem,
  lockItem,
  replaceItemTags,
  updateItem,
  type ItemRow,
  type NewItem,
} from './item.repository';

type Out<C extends { body?: z.ZodType }> = z.output<NonNullable<C['body']>>;
export type PostBody = Out<typeof itemPost>;
export type DraftBody = Out<typeof itemDraftSave>;
export type ActiveBody = Out<typeof itemActivePost>;

export interface ItemDeps {
  db: Db;
  clock: Clock;
  moderation: ModerationModeValue;
  /** Where covers, vote option images and images in bodies may come from. */
  images: ImagePolicy;
}

/** A 422 naming the field, shaped like the contract validation errors. */
export function invalid(field: string, msg: string): AppError {
  return new AppError(ERROR_CODE.validation, msg, { field, errors: [{ field, message: msg }] });
}

/** The caller's own item, or 404 / 403 (DESIGN.md §3: every write checks who is asking). */
export function assertOwner(item: ItemRow | undefined, userId: number, missing: string): ItemRow {
  if (!item) throw AppError.notFound(missing);
  if (item.userId !== userId) throw AppError.forbidden(MSG.notYourItem);
  return item;
}

interface Content {
  title: string;
  body: string;
  itemImage: string;
  circleId: number | null;
  tagIds: number[];
}

/**
 * The circle and tags exist; a circle closed for posting takes no new post (a post already in
 * it may still be edited there: `currentCircleId`).
 */
async function checkRefs(
  db: Db,
  circleId: number | null,
  tagIds: number[],
  currentCircleId: number | null = null,
): Promise<void> {
  if (circleId !== null) {
    const circle = await findCircleRef(db, circleId);
    if (!circle) throw invalid('circle_id', MSG.circleNotFound);
    if (circle.allowPost === CIRCLE_POSTING.closed && circleId !== currentCircleId)
      throw invalid('circle_id', MSG.circleClosed);
  }
  const unique = [...new Set(tagIds)];
  if ((await findTagIds(db, unique)).length !== unique.length)
    throw invalid('tag', MSG.tagNotFound);
}

/** An image URL a member chose ('' for none), in its stored form, or a 422 on `field`. */
function imageSource(url: string, images: ImagePolicy, field: string): string {
  if (url === '') return '';
  const allowed = allowedImageSource(url, images);
  if (allowed === null) throw invalid(field, MSG.imageSourceNotAllowed);
  return allowed;
}

/** Sanitized body and everything derived from it (summary, cover). */
function derive(content: Content, images: ImagePolicy) {
  const itemImage = imageSource(content.itemImage, images, 'item_image');
  const body = sanitizePostHtml(content.body, images);
  return {
    body,
    summary: summaryExcerpt(body, ITEM_SUMMARY_CHARS),
    itemImage,
    cover: itemImage || firstImageSrc(body),
  };
}

const toSubjects = (voteArr: DraftBody['voteArr'], images: ImagePolicy): SubjectData[] =>
  (voteArr ?? []).map((s) => ({
    subject: s.subject,
    selectType: s.select_type,
    options: s.options.map((o) => ({
      text: o.text,
      image: imageSource(o.image, images, 'voteArr'),
      description: o.description,
    })),
  }));

export class ItemService {
  constructor(private readonly deps: ItemDeps) {}

  /** POST /web/item/post (from a draft when draftId/draft_id is given). */
  publish(userId: number, body: PostBody) {
    const draftId = body.draftId ?? body.draft_id;
    return this.submit(userId, draftId ?? null, body.item_type, body);
  }

  /** POST /web/item/update/:id: an edit is a resubmission (table in constants/moderation). */
  update(userId: number, id: number, body: PostBody) {
    return this.submit(userId, id, body.item_type, body);
  }

  /** POST /web/item/active_post: a user dynamic, titled by its own first words. */
  activePost(userId: number, body: ActiveBody) {
    const title = plainTextExcerpt(sanitizePostHtml(body.body), 30) || '动态';
    return this.submit(userId, null, ITEM_TYPE.dynamic, {
      title,
      body: body.body,
      item_image: body.item_image,
      item_video_src: '',
      circle_id: body.circle_id ?? null,
      tag: body.tag,
    });
  }

  private async submit(
    userId: number,
    id: number | null,
    itemType: number,
    input: Pick<PostBody, 'title' | 'body' | 'item_image' | 'item_video_src' | 'tag'> & {
      circle_id: number | null;
      voteArr?: PostBody['voteArr'];
      expire_time?: Date;
    },
  ): Promise<{ id: number; item_status: number }> {
    const { db, clock, moderation, images } = this.deps;
    // Publishing and editing are posting; a muted member may still keep drafts.
    await assertNotMuted(db, userId, clock());
    const current =
      id === null ? null : assertOwner(await findItem(db, id), userId, MSG.itemNotFound);
    // A draft was never in its circle: publishing it is a new post there.
    const inCircle = current && current.itemStatus !== ITEM_STATUS.draft ? current.circleId : null;
    await checkRefs(db, input.circle_id, input.tag, inCircle);
    const isVote = itemType === ITEM_TYPE.vote;
    if (isVote && input.expire_time && input.expire_time.getTime() <= clock())
      throw invalid('expire_time', MSG.voteExpirePast);
    const derived = derive(
      { ...input, itemImage: input.item_image, circleId: input.circle_id, tagIds: input.tag },
      images,
    );
    const subjects = toSubjects(input.voteArr, images);
    const text = htmlToText(derived.body);
    // The console's setting (every node reads it per submission), else MODERATION from env.
    const mode = await readModerationMode(db, moderation);
    const { status, word } = await submissionStatus(db, mode, `${input.title}\n${text}`);
    const now = new Date(clock());
    const fields = {
      title: input.title,
      ...derived,
      itemVideoSrc: input.item_video_src,
      itemType,
      itemStatus: status,
      circleId: input.circle_id,
      rejectReason: '',
      reviewWord: word,
      searchVector: searchVectorSql({ title: input.title, body: text }),
      updateTime: now,
    };
    return db.transaction(async (tx) => {
      let row: ItemRow;
      if (id === null) {
        row = await insertItem(tx, {
          ...fields,
          userId,
          createTime: now,
          publishTime: status === ITEM_STATUS.published ? now : null,
          hotScore: hotScore({
            thumbCount: 0,
            commentCount: 0,
            collectCount: 0,
            visitCount: 0,
            createTime: now,
          }),
        } satisfies NewItem);
        await syncItemCounters(tx, null, row);
        await onItemStatus(tx, null, row, now.getTime());
      } else {
        const before = assertOwner(await lockItem(tx, id), userId, MSG.itemNotFound);
        await assertNotRemoved(tx, id);
        assertTransition('author', before.itemStatus, status);
        // A submitted draft is new to readers: it is dated when it goes out, not when begun.
        const createTime = before.itemStatus === ITEM_STATUS.draft ? now : before.createTime;
        await updateItem(tx, id, {
          ...fields,
          createTime,
          hotScore: hotScore({ ...before, createTime }),
          ...(status === ITEM_STATUS.published && !before.publishTime ? { publishTime: now } : {}),
        });
        row = { ...before, itemStatus: status, circleId: input.circle_id };
        await syncItemCounters(tx, before, row);
        await onItemStatus(tx, before, row, now.getTime());
      }
      await replaceItemTags(tx, row.id, input.tag);
      if (isVote && input.expire_time)
        await saveVoteSubjects(tx, row.id, subjects, input.expire_time);
      return { id: row.id, item_status: status };
    });
  }

  /** POST /web/item/draft_save: creates or rewrites a draft (status 4, not searchable). */
  async saveDraft(userId: number, body: DraftBody): Promise<{ id: number }> {
    const { db, clock, images } = this.deps;
    const id = body.id ?? body.draftId ?? body.draft_id ?? null;
    if (id !== null) assertOwner(await findItem(db, id), userId, MSG.draftNotFound);
    const circleId = body.circle_id ?? null;
    await checkRefs(db, circleId, body.tag);
    const subjects = toSubjects(body.voteArr, images);
    const now = new Date(clock());
    const fields = {
      title: body.title,
      ...derive({ ...body, itemImage: body.item_image, circleId, tagIds: body.tag }, images),
      itemVideoSrc: body.item_video_src,
      itemType: body.item_type,
      itemStatus: ITEM_STATUS.draft,
      circleId,
      searchVector: null,
      updateTime: now,
    };
    return db.transaction(async (tx) => {
      let draftId: number;
      if (id === null) {
        draftId = (await insertItem(tx, { ...fields, userId, createTime: now })).id;
      } else {
        const before = assertOwner(await lockItem(tx, id), userId, MSG.draftNotFound);
        // Rewriting a draft is not a transition; turning a submitted item into one is.
        if (before.itemStatus !== ITEM_STATUS.draft)
          assertTransition('author', before.itemStatus, ITEM_STATUS.draft);
        await updateItem(tx, id, fields);
        draftId = id;
      }
      await replaceItemTags(tx, draftId, body.tag);
      if (body.item_type === ITEM_TYPE.vote)
        await saveVoteSubjects(tx, draftId, subjects, body.expire_time ?? NO_EXPIRE_TIME);
      return { id: draftId };
    });
  }
}
