import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ITEM_STATUS,
  ITEM_TYPE,
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
  toDraftPayload,
  toPostPayload,
  validatePostForm,
  type FormErrors,
  type PostFormValues,
} from './post-form';
import { fromVoteArr, newSubject, SELECT_SINGLE } from './vote-form';

/** SPEC: drafts are saved automatically; every 30 s while something changed. */
export const AUTOSAVE_MS = 30_000;

export function valuesFromItem(item: ItemEdit): PostFormValues {
  return {
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
 * new post's detail. `editing` is the loaded item when the URL had ?id=.
 */
export function usePublishForm(isVote: boolean, editing: ItemEdit | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const itemType = isVote ? ITEM_TYPE.vote : ITEM_TYPE.general;
  const initial = useCallback(
    (): PostFormValues =>
      isVote ? { ...emptyPostForm(), subjects: [newSubject(SELECT_SINGLE)] } : emptyPostForm(),
    [isVote],
  );
  const [values, setValues] = useState<PostFormValues>(initial);
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

  const blurTitle = () => {
    const title = validateTitle(values.title);
    setErrors((old) => {
      const { title: _omit, ...rest } = old;
      return title ? { ...rest, title } : rest;
    });
  };

  const saveDraft = useMutation({
    mutationFn: (current: PostFormValues) =>
      api(itemDraftSave, toDraftPayload(current, itemType, draftId), { silent: true }),
    onSuccess: (answer) => {
      setDraftId(answer.id);
      setSavedAt(new Date());
      void queryClient.invalidateQueries({ queryKey: ['creation'] });
    },
  });

  const publish = useMutation({
    mutationFn: (current: PostFormValues) =>
      editsPublished && editing
        ? api(itemUpdate, { id: editing.id, ...toPostPayload(current, itemType) })
        : api(itemPost, toPostPayload(current, itemType, draftId)),
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
      await saveDraft.mutateAsync(values);
      dirty.current = false;
      toast.success(MSG.draftSaved);
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
      const { values: now, saveDraft: save } = latest.current;
      if (!dirty.current || isEmptyForm(now) || save.isPending) return;
      dirty.current = false;
      save.mutate(now);
    }, AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [editsPublished]);

  const reset = () => {
    setValues(initial());
    setErrors({});
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
    blurTitle,
    submit,
    saveNow,
    reset,
  };
}
