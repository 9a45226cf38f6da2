import { z } from 'zod';
import { defineContract } from './define';
import { policy } from './policy';
import { zUnixSeconds } from './envelope';
import { zDbInt, zTitle } from './fields';
import { ZTag } from './forum';
import { CommentSwitch, ITEM_TYPE, ItemType } from '../constants/forum';
import {
  ITEM_BODY_MAX_CHARS,
  ITEM_MAX_TAGS,
  ITEM_TITLE_MAX_CHARS,
  VOTE_MAX_OPTIONS,
  VOTE_MAX_SUBJECTS,
  VoteSelectType,
} from '../constants/moderation';
import { MSG } from '../messages';
import { isVideoUrl } from '../validators';

/*
 * Publishing and editing items (SPEC §3 post payload, §5 publishing rules, §7 /web/item/*).
 * Bodies are JSON (POST); `body` is the editor's HTML, which the server sanitizes before it
 * stores it. The creation-center list and counts live in ./item-manage.ts.
 */

const int = () => z.number().int();

/** A positive integer id from a path. */
export const zItemId = zDbInt(MSG.itemNotFound);
export const ZItemIdParams = z.object({ id: zItemId });

const isUploadOrHttpUrl = (v: string) => v === '' || /^(https?:\/\/|\/uploads\/)\S+$/i.test(v);
const zImageUrl = z
  .string()
  .trim()
  .max(500, MSG.imageUrlInvalid)
  .refine(isUploadOrHttpUrl, MSG.imageUrlInvalid)
  .default('');
const zVideoUrl = z
  .string()
  .trim()
  .max(500, MSG.imageUrlInvalid)
  .refine((v) => v === '' || isVideoUrl(v), MSG.videoUrlInvalid)
  .default('')
  .describe('视频链接（http/https），详情页显示为链接');

/**
 * Vote expire_time: Unix seconds (10 digits), milliseconds (13 digits) or a date string
 * such as '2026-12-01 20:00:00' (China time when no zone is given). Output: a Date.
 */
export const zExpireTime = z
  .union([z.number(), z.string().trim()], { error: MSG.voteExpireRequired })
  .transform((v, ctx) => {
    let ms: number;
    if (typeof v === 'number') ms = v < 1e11 ? v * 1000 : v;
    else if (/^\d+$/.test(v)) ms = Number(v) < 1e11 ? Number(v) * 1000 : Number(v);
    else {
      const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(v);
      ms = Date.parse(hasZone ? v : `${v.replace(' ', 'T')}+08:00`);
    }
    // Beyond 9999-12-31 a Date is invalid and PostgreSQL would refuse it: a 422, not a 500.
    if (!Number.isFinite(ms) || ms <= 0 || ms > Date.UTC(9999, 11, 31)) {
      ctx.addIssue({ code: 'custom', message: MSG.voteExpireRequired });
      return z.NEVER;
    }
    return new Date(ms);
  })
  .describe('投票截止时间：Unix 秒/毫秒或 "YYYY-MM-DD HH:mm:ss"（北京时间）');

/** SPEC §3 option: text, image, description; text or image required (SPEC §5). */
export const ZVoteOptionInput = z
  .object({
    text: z.string().trim().max(200, '选项文字不能超过200个字').default(''),
    image: zImageUrl,
    description: z.string().trim().max(500, '选项说明不能超过500个字').default(''),
  })
  .refine((o) => o.text !== '' || o.image !== '', { error: MSG.optionRequired, path: ['text'] });

/** SPEC §3 vote subject: subject (not blank after trimming), select_type 1 | 2, options. */
export const ZVoteSubjectInput = z.object({
  subject: z
    .string({ error: MSG.subjectRequired })
    .trim()
    .min(1, MSG.subjectRequired)
    .max(200, '题目不能超过200个字'),
  select_type: z
    .number({ error: MSG.selectTypeInvalid })
    .refine((v) => VoteSelectType.has(v), MSG.selectTypeInvalid)
    .describe('1 单选，2 多选'),
  options: z
    .array(ZVoteOptionInput, { error: MSG.voteOptionsTooFew })
    .min(2, MSG.voteOptionsTooFew)
    .max(VOTE_MAX_OPTIONS, MSG.voteTooManyOptions),
});
export type VoteSubjectInput = z.input<typeof ZVoteSubjectInput>;

const zTagIds = z
  .array(zDbInt(MSG.tagNotFound, { coerce: false }), { error: MSG.tagRequired })
  .min(1, MSG.tagRequired)
  .max(ITEM_MAX_TAGS, MSG.tagTooMany)
  .describe('标签 id 列表，至少 1 个，最多 5 个');

const zPostItemType = z
  .number({ error: MSG.itemTypeInvalid })
  .int(MSG.itemTypeInvalid)
  .refine((v) => ItemType.has(v) && v !== ITEM_TYPE.dynamic, MSG.itemTypeInvalid)
  .default(ITEM_TYPE.general)
  .describe('SPEC §9 帖子类型：投票帖 -1，知识资源库 0，项目池 1，提问帖 2，大众帖 3');

const zDraftRef = zDbInt(MSG.draftNotFound, { coerce: false }).optional();

/** POST /web/item/post and /web/item/update/:id (SPEC §3 post payload). */
export const ZItemPostBody = z
  .object({
    title: zTitle.pipe(z.string().max(ITEM_TITLE_MAX_CHARS, MSG.titleTooLong)),
    body: z.string().max(ITEM_BODY_MAX_CHARS, MSG.bodyTooLong).default('').describe('正文 HTML'),
    tag: zTagIds,
    circle_id: zDbInt(MSG.circleRequired, { coerce: false }),
    item_type: zPostItemType,
    item_image: zImageUrl.describe('封面图（/uploads/… 或 http(s)）'),
    item_video_src: zVideoUrl,
    draftId: zDraftRef.describe('由草稿发布时的草稿 id（同 draft_id）'),
    draft_id: zDraftRef.describe('同 draftId'),
    voteArr: z
      .array(ZVoteSubjectInput)
      .max(VOTE_MAX_SUBJECTS, MSG.voteTooManySubjects)
      .optional()
      .describe('投票帖的题目（item_type -1 时必填）'),
    expire_time: zExpireTime.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.item_type === ITEM_TYPE.vote) {
      if (!b.voteArr?.length)
        ctx.addIssue({ code: 'custom', path: ['voteArr'], message: MSG.voteSubjectsRequired });
      if (!b.expire_time)
        ctx.addIssue({ code: 'custom', path: ['expire_time'], message: MSG.voteExpireRequired });
    } else if (b.body.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['body'], message: MSG.bodyRequired });
    }
  });
export type ItemPostBody = z.input<typeof ZItemPostBody>;

/** Loose vote subject of a draft: anything may still be empty. */
const ZVoteSubjectDraft = z.object({
  subject: z.string().trim().max(200).default(''),
  select_type: z
    .number()
    .refine((v) => VoteSelectType.has(v), MSG.selectTypeInvalid)
    .default(1),
  options: z
    .array(
      z.object({
        text: z.string().trim().max(200).default(''),
        image: zImageUrl,
        description: z.string().trim().max(500).default(''),
      }),
    )
    .max(VOTE_MAX_OPTIONS, MSG.voteTooManyOptions)
    .default([]),
});

/** POST /web/item/draft_save: every field optional (a draft is work in progress). */
export const ZDraftSaveBody = z.object({
  id: zDraftRef.describe('已有草稿 id；不传则新建'),
  draftId: zDraftRef,
  draft_id: zDraftRef,
  title: z.string().trim().max(ITEM_TITLE_MAX_CHARS, MSG.titleTooLong).default(''),
  body: z.string().max(ITEM_BODY_MAX_CHARS, MSG.bodyTooLong).default(''),
  tag: z
    .array(zDbInt(MSG.tagNotFound, { coerce: false }))
    .max(ITEM_MAX_TAGS, MSG.tagTooMany)
    .default([]),
  circle_id: zDbInt(MSG.circleNotFound, { coerce: false }).nullable().optional(),
  item_type: zPostItemType,
  item_image: zImageUrl,
  item_video_src: zVideoUrl,
  voteArr: z.array(ZVoteSubjectDraft).max(VOTE_MAX_SUBJECTS, MSG.voteTooManySubjects).optional(),
  expire_time: zExpireTime.optional(),
});
export type DraftSaveBody = z.input<typeof ZDraftSaveBody>;

/** POST /web/item/active_post: a short user dynamic (item_type 99); no title of its own. */
export const ZActivePostBody = z.object({
  body: z
    .string({ error: MSG.bodyRequired })
    .max(ITEM_BODY_MAX_CHARS, MSG.bodyTooLong)
    .refine((v) => v.trim() !== '', MSG.bodyRequired),
  item_image: zImageUrl,
  circle_id: zDbInt(MSG.circleNotFound, { coerce: false }).optional(),
  tag: z
    .array(zDbInt(MSG.tagNotFound, { coerce: false }))
    .max(ITEM_MAX_TAGS, MSG.tagTooMany)
    .default([]),
});

export const ZPublishResult = z.object({
  id: int(),
  item_status: int().describe('2 已发布；1 审核中（先审后发或含敏感词）'),
});

export const ZVoteOptionEdit = z.object({
  id: int(),
  text: z.string(),
  image: z.string(),
  description: z.string(),
  num: int(),
});
export const ZVoteSubjectEdit = z.object({
  id: int(),
  subject: z.string(),
  select_type: int(),
  options: z.array(ZVoteOptionEdit),
});

/** GET /web/item/edit/:id and draft_edit/:id: what the publishing form reloads. */
export const ZItemEdit = z.object({
  id: int(),
  title: z.string(),
  body: z.string().describe('已净化的 HTML'),
  item_type: int(),
  item_status: int(),
  item_image: z.string(),
  item_video_src: z.string(),
  allow_comment: int().describe('0 禁止评论，1 开启评论'),
  reject_reason: z.string().describe('未通过的原因'),
  circle_id: int().nullable(),
  circle: z.object({ id: int(), name: z.string() }).nullable(),
  tag: z.array(int()),
  tags: z.array(ZTag),
  expire_time: zUnixSeconds.nullable(),
  voteArr: z.array(ZVoteSubjectEdit),
  create_time: zUnixSeconds,
  update_time: zUnixSeconds,
});
export type ItemEdit = z.infer<typeof ZItemEdit>;

export const itemPost = defineContract({
  method: 'POST',
  path: '/web/item/post',
  authz: policy.owner('draft', 'body.draftId', 403),
  summary: '发布帖子/投票（带 draftId 时由草稿发布）',
  auth: true,
  body: ZItemPostBody,
  response: ZPublishResult,
});

export const itemUpdate = defineContract({
  method: 'POST',
  path: '/web/item/update/:id',
  authz: policy.owner('item', 'params.id', 403),
  summary: '编辑自己的帖子并重新提交（仅作者）',
  auth: true,
  params: ZItemIdParams,
  body: ZItemPostBody,
  response: ZPublishResult,
});

export const itemDraftSave = defineContract({
  method: 'POST',
  path: '/web/item/draft_save',
  authz: policy.owner('draft', 'body.id', 403),
  summary: '保存草稿（新建或更新），返回草稿 id',
  auth: true,
  body: ZDraftSaveBody,
  response: z.object({ id: int() }),
});

export const itemActivePost = defineContract({
  method: 'POST',
  path: '/web/item/active_post',
  authz: policy.member,
  summary: '发布动态（item_type 99）',
  auth: true,
  body: ZActivePostBody,
  response: ZPublishResult,
});

export const itemEdit = defineContract({
  method: 'GET',
  path: '/web/item/edit/:id',
  authz: policy.owner('item', 'params.id', 403),
  summary: '编辑前读取自己的帖子（仅作者）',
  auth: true,
  params: ZItemIdParams,
  response: ZItemEdit,
});

export const itemDraftEdit = defineContract({
  method: 'GET',
  path: '/web/item/draft_edit/:id',
  authz: policy.owner('draft', 'params.id', 403),
  summary: '读取自己的草稿（仅作者）',
  auth: true,
  params: ZItemIdParams,
  response: ZItemEdit,
});

export const itemAllowComment = defineContract({
  method: 'GET',
  path: '/web/item/allow_comment/:id',
  authz: policy.owner('item', 'params.id', 403),
  summary: '评论开关：传 allow_comment=0|1 设置，不传则切换（仅作者）',
  auth: true,
  params: ZItemIdParams,
  query: z.object({
    allow_comment: z.coerce
      .number({ error: MSG.commentSwitchInvalid })
      .refine((v) => CommentSwitch.has(v), MSG.commentSwitchInvalid)
      .optional()
      .describe('SPEC §4 评论开关：0 禁止评论，1 开启评论；不传为切换'),
  }),
  response: z.object({ allow_comment: int().describe('0 禁止评论，1 开启评论') }),
});
