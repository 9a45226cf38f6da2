import {
  isVideoUrl,
  ITEM_TYPE,
  MSG,
  POST_FORM_ITEM_TYPES,
  unixNow,
  validateTitle,
} from '@xinke/shared';
import { PUBLISH_MSG } from './publish-messages';
import { toVoteArr, validateVoteSubjects, VOTE_SUBJECTS_REQUIRED } from './vote-form';
import type { VoteSubjectDraft } from './vote-form';

/**
 * The publishing form's values and rules (SPEC §4/§5), kept out of the components so the
 * states and messages are tested as plain functions.
 */
export interface PostFormValues {
  /**
   * SPEC §9 item type: one of POST_FORM_ITEM_TYPES on the post form (大众帖 by default);
   * the vote form always sends 投票帖.
   */
  itemType: number;
  title: string;
  circleId?: number;
  tagIds: number[];
  /** HTML from the editor; the server sanitizes it. */
  body: string;
  videoSrc: string;
  /** Vote posts only. */
  subjects: VoteSubjectDraft[];
  /** Unix seconds; vote posts only. */
  expireTime?: number;
}

export const emptyPostForm = (): PostFormValues => ({
  itemType: ITEM_TYPE.general,
  title: '',
  circleId: undefined,
  tagIds: [],
  body: '',
  videoSrc: '',
  subjects: [],
  expireTime: undefined,
});

/**
 * ?circle_id= of the publish URL (the 发帖 button of a circle page): the circle to preselect,
 * or undefined when the value is not a positive integer.
 */
export function circleIdFromQuery(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * ?item_type= of the publish URL (a link may preset the type, e.g. 项目池 1): a type the post
 * form offers (POST_FORM_ITEM_TYPES), or undefined for anything else.
 */
export function itemTypeFromQuery(raw: string | null): number | undefined {
  if (raw === null || !/^-?\d+$/.test(raw.trim())) return undefined;
  const type = Number(raw);
  return (POST_FORM_ITEM_TYPES as readonly number[]).includes(type) ? type : undefined;
}

export type FormField = 'title' | 'circle' | 'tags' | 'body' | 'video' | 'expire' | 'subjects';
export type FormErrors = Partial<Record<FormField, string>> & { vote?: Record<string, string> };

/** Text of the editor's HTML without tags, for "is the body empty". */
export function htmlHasContent(html: string): boolean {
  if (/<(img|video|iframe)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}

/** The first image of the body becomes the cover (SPEC post payload item_image). */
export function firstImage(html: string): string {
  const match = /<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(html);
  return match?.[1] ?? '';
}

export function validatePostForm(values: PostFormValues, isVote: boolean): FormErrors {
  const errors: FormErrors = {};
  const title = validateTitle(values.title);
  if (title) errors.title = title;
  if (!values.circleId) errors.circle = PUBLISH_MSG.circleRequired;
  if (values.tagIds.length === 0) errors.tags = PUBLISH_MSG.tagsRequired;
  if (isVote) {
    if (!values.expireTime) errors.expire = PUBLISH_MSG.expireRequired;
    // The server's rule, said before sending (a restored draft's deadline may have passed).
    else if (values.expireTime <= unixNow()) errors.expire = PUBLISH_MSG.expirePast;
    if (values.subjects.length === 0) errors.subjects = VOTE_SUBJECTS_REQUIRED;
    const vote = validateVoteSubjects(values.subjects);
    if (Object.keys(vote).length > 0) errors.vote = vote;
  } else if (!htmlHasContent(values.body)) {
    errors.body = PUBLISH_MSG.bodyRequired;
  }
  // The same rule as the server's, said before sending.
  if (values.videoSrc.trim() !== '' && !isVideoUrl(values.videoSrc))
    errors.video = MSG.videoUrlInvalid;
  return errors;
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

/** SPEC §4 publishing form states; reset returns to empty. */
export type FormState = 'empty' | 'filled' | 'valid' | 'fetching';

export function isEmptyForm(values: PostFormValues): boolean {
  return (
    values.title.trim() === '' &&
    values.circleId === undefined &&
    values.tagIds.length === 0 &&
    !htmlHasContent(values.body) &&
    values.videoSrc.trim() === '' &&
    values.subjects.every(
      (s) => s.subject.trim() === '' && s.options.every((o) => !o.text.trim() && !o.image),
    ) &&
    values.expireTime === undefined
  );
}

export function formState(values: PostFormValues, isVote: boolean, fetching: boolean): FormState {
  if (fetching) return 'fetching';
  if (isEmptyForm(values)) return 'empty';
  return hasErrors(validatePostForm(values, isVote)) ? 'filled' : 'valid';
}

/** The type a form sends: 投票帖 from the vote form, the chosen one from the post form. */
export function itemTypeOf(values: PostFormValues, isVote: boolean): number {
  if (isVote) return ITEM_TYPE.vote;
  return (POST_FORM_ITEM_TYPES as readonly number[]).includes(values.itemType)
    ? values.itemType
    : ITEM_TYPE.general;
}

/** SPEC §7 post payload (POST /web/item/post, update/{id}); call after validation passed. */
export function toPostPayload(values: PostFormValues, itemType: number, draftId?: number) {
  const payload = {
    title: values.title.trim(),
    body: values.body,
    // validatePostForm refused a missing circle; 0 is never sent
    circle_id: values.circleId ?? 0,
    tag: values.tagIds,
    item_type: itemType,
    item_image: firstImage(values.body),
    item_video_src: values.videoSrc.trim(),
    draft_id: draftId,
  };
  return itemType === ITEM_TYPE.vote
    ? { ...payload, voteArr: toVoteArr(values.subjects), expire_time: values.expireTime }
    : payload;
}

/** POST /web/item/draft_save: the same fields, any of them still empty. */
export function toDraftPayload(values: PostFormValues, itemType: number, draftId?: number) {
  return {
    ...toPostPayload(values, itemType),
    id: draftId,
    circle_id: values.circleId ?? null,
  };
}
