import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ITEM_STATUS,
  itemDraftSave,
  itemPost,
  itemUpdate,
  MSG,
  validateTitle,
  type ItemEdit,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  emptyPostForm,
  formState,
  hasErrors,
  isEmptyForm,
  itemTypeOf,
  toDraftPayload,
  toPostPayload,
  validatePostForm,
  type FormErrors,
  type PostFormValues,
} from './post-form';
import { previewHref } from '../creation/item-links';
import { PUBLISH_MSG } from './publish-messages';
import { fromVoteArr, newSubject, SELECT_SINGLE } from './vote-form';

/** SPEC: drafts are saved automatically; every 30 s while something changed. */
export const AUTOSAVE_MS = 30_000;

export function valuesFromItem(item: ItemEdit): PostFormValues {
  return {
    itemType: item.item_type,
    title: item.title,
    circleId: item.circle_id ?? undefined,
    tagIds: item.tag,
    body: item.body,
    videoSrc: item.item_video_src,
    subjects: fromVoteArr(item.voteArr),
    expireTime: item.expire_time ?? undefined,
  };
}

/**
 * The publishing form: values, the errors on show (title on blur, everything on submit),
 * the SPEC §4 state, drafts (on demand and every 30 s) and publishing, which opens the
 * new post's detail. `editing` is the loaded item when the URL had ?id=; `presetCircleId`
 * is the circle a new post starts in (?circle_id=), `presetItemType` its type (?item_type=,
 * post form only). Reset still empties the whole form.
 */
export function usePublishForm(
  isVote: boolean,
  editing: ItemEdit | undefined,
  presetCircleId?: number,
  presetItemType?: number,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useCallback(
    (): PostFormValues =>
      isVote ? { ...emptyPostForm(), subjects: [newSubject(SELECT_SINGLE)] } : emptyPostForm(),
    [isVote],
  );
  const [values, setValues] = useState<PostFormValues>(() => ({
    ...initial(),
    circleId: presetCircleId,
    ...(presetItemType !== undefined && !isVote ? { itemType: presetItemType } : {}),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [savedAt, setSavedAt] = useState<Date>();
  const [draftId, setDraftId] = useState<number>();
  const dirty = useRef(false);

  // Copy the edited item into the form once it has loaded.
  useEffect(() => {
    if (!editing) return;
    setValues(valuesFromItem(editing));
    if (editing.item_status === ITEM_STATUS.draft) setDraftId(editing.id);
    dirty.current = false;
  }, [editing]);

  /** A published item is edited in place; only new posts and drafts keep drafts. */
  const editsPublished = editing !== undefined && editing.item_status !== ITEM_STATUS.draft;

  const update = (patch: Partial<PostFormValues>) => {
    dirty.current = true;
    setValues((v) => ({ ...v, ...patch }));
    // A fixed field stops showing its old error at once; new errors wait for blur/submit.
    setErrors((old) => {
      if (!hasErrors(old)) return old;
      const now = validatePostForm({ ...values, ...patch }, isVote);
      return Object.fromEntries(Object.entries(old).filter(([k]) => k in now)) as FormErrors;
    });
  };

  /** A preset circle that does not exist (an old or mistyped link) is dropped, not sent. */
  const dropUnknownPreset = useCallback(
    (knownIds: number[]) => {
      if (presetCircleId === undefined || knownIds.includes(presetCircleId)) return;
      setValues((v) => (v.circleId === presetCircleId ? { ...v, circleId: undefined } : v));
    },
    [presetCircleId],
  );

  const blurTitle = () => {
    const title = validateTitle(values.title);
    setErrors((old) => {
      const { title: _omit, ...rest } = old;
      return title ? { ...rest, title } : rest;
    });
  };

  /** Bumped by reset: a save that was already under way then belongs to the old form. */
  const generation = useRef(0);
  const saveDraft = useMutation({
    mutationFn: ({ current }: { current: PostFormValues; generation: number }) =>
      api(itemDraftSave, toDraftPayload(current, itemTypeOf(current, isVote), draftId), {
        silent: true,
      }),
    onSuccess: (answer, sent) => {
      void queryClient.invalidateQueries({ queryKey: ['creation'] });
      if (sent.generation !== generation.current) return;
      setDraftId(answer.id);
      setSavedAt(new Date());
    },
  });
  const save = (current: PostFormValues) =>
    saveDraft.mutateAsync({ current, generation: generation.current });

  const publish = useMutation({
    mutationFn: (current: PostFormValues) =>
      editsPublished && editing
        ? api(itemUpdate, {
            id: editing.id,
            ...toPostPayload(current, itemTypeOf(current, isVote)),
          })
        : api(itemPost, toPostPayload(current, itemTypeOf(current, isVote), draftId)),
    onSuccess: (answer) => {
      dirty.current = false;
      toast.success(
        answer.item_status === ITEM_STATUS.published
          ? MSG.itemPublished
          : MSG.itemSubmittedForReview,
      );
      void queryClient.invalidateQueries({ queryKey: ['creation'] });
      void queryClient.invalidateQueries({ queryKey: ['forum'] });
      void queryClient.invalidateQueries({ queryKey: ['post', answer.id] });
      void navigate(`/app/new-version/postDetail/${answer.id}`);
    },
  });

  const submit = () => {
    const found = validatePostForm(values, isVote);
    setErrors(found);
    if (!hasErrors(found)) publish.mutate(values);
  };

  const saveNow = async () => {
    if (isEmptyForm(values)) return;
    try {
      await save(values);
      dirty.current = false;
      toast.success(MSG.draftSaved);
    } catch (failure) {
      toast.error((failure as { msg?: string }).msg || MSG.unknownError);
    }
  };

  /** 预览: the preview shows what is stored, so the draft is saved first, then opened. */
  const preview = async () => {
    if (isEmptyForm(values)) {
      toast.warning(PUBLISH_MSG.previewEmpty);
      return;
    }
    try {
      const answer = await save(values);
      dirty.current = false;
      void navigate(previewHref(answer.id));
    } catch (failure) {
      toast.error((failure as { msg?: string }).msg || MSG.unknownError);
    }
  };

  // Autosave: a timer that saves the latest values when they changed since the last save.
  // Refs, so the interval is set once and not restarted by every keystroke's render.
  const latest = useRef({ values, saveDraft });
  useEffect(() => {
    latest.current = { values, saveDraft };
  });
  useEffect(() => {
    if (editsPublished) return undefined;
    const timer = window.setInterval(() => {
      const { values: now, saveDraft: mutation } = latest.current;
      if (!dirty.current || isEmptyForm(now) || mutation.isPending) return;
      dirty.current = false;
      mutation.mutate({ current: now, generation: generation.current });
    }, AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [editsPublished]);

  /**
   * Back to an empty form, and to a new draft: the draft saved so far is left as it is in
   * the drafts box, and the next save (on demand or automatic) starts another one instead
   * of overwriting it with the empty or new content.
   */
  const reset = () => {
    generation.current += 1;
    setValues(initial());
    setErrors({});
    setDraftId(undefined);
    setSavedAt(undefined);
    dirty.current = false;
  };

  return {
    values,
    errors,
    state: formState(values, isVote, publish.isPending || saveDraft.isPending),
    savedAt,
    canDraft: !editsPublished,
    publishing: publish.isPending,
    saving: saveDraft.isPending,
    update,
    dropUnknownPreset,
    blurTitle,
    submit,
    saveNow,
    preview,
    reset,
  };
}
