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
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
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

/** What the page hears from the form about its draft (so the address can name it). */
export interface DraftEvents {
  /**
   * A draft now holds the form: its id, once a save answered. A promise when the page
   * rewrites its address: the preview waits for it, or its own navigation would cancel it.
   */
  onDraftSaved?(id: number): Promise<void> | void;
  /** Reset: the form holds no draft any more. */
  onDraftLeft?(): void;
}

/**
 * The publishing form: values, the errors on show (title on blur, everything on submit),
 * the SPEC §4 state, drafts (on demand and every 30 s) and publishing, which opens the
 * new post's detail. `editing` is the loaded item when the URL had ?id=; `presetCircleId`
 * is the circle a new post starts in (?circle_id=), `presetItemType` its type (?item_type=,
 * post form only). Reset still empties the whole form.
 *
 * Never lose work: `unsaved` says something written is saved nowhere (values other than the
 * last ones saved or loaded); while it holds, leaving asks first (useUnsavedChangesGuard).
 */
export function usePublishForm(
  isVote: boolean,
  editing: ItemEdit | undefined,
  presetCircleId?: number,
  presetItemType?: number,
  events: DraftEvents = {},
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const initial = useCallback(
    (): PostFormValues =>
      isVote ? { ...emptyPostForm(), subjects: [newSubject(SELECT_SINGLE)] } : emptyPostForm(),
    [isVote],
  );
  const [start] = useState<PostFormValues>(() => ({
    ...initial(),
    circleId: presetCircleId,
    ...(presetItemType !== undefined && !isVote ? { itemType: presetItemType } : {}),
  }));
  const [values, setValues] = useState<PostFormValues>(start);
  /** The values last saved or loaded: the form is saved while `values` is this very object. */
  const [saved, setSaved] = useState<PostFormValues>(start);
  const [errors, setErrors] = useState<FormErrors>({});
  const [savedAt, setSavedAt] = useState<Date>();
  const [draftId, setDraftId] = useState<number>();

  // Copy the edited item into the form once it has loaded.
  useEffect(() => {
    if (!editing) return;
    const loaded = valuesFromItem(editing);
    setValues(loaded);
    setSaved(loaded);
    if (editing.item_status === ITEM_STATUS.draft) setDraftId(editing.id);
  }, [editing]);

  /** A published item is edited in place; only new posts and drafts keep drafts. */
  const editsPublished = editing !== undefined && editing.item_status !== ITEM_STATUS.draft;

  const update = (patch: Partial<PostFormValues>) => {
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
  /**
   * Set while the post is being published and once it is: the form is done. No autosave
   * may save it as a draft again, and no save may rename the address after the draft: the
   * page stays mounted until the new post's page has rendered, and a draft saved then
   * turned that navigation back to the editor, holding a stray draft of the published post.
   */
  const publishing = useRef(false);
  /** The page naming the draft saved last in its address (DraftEvents.onDraftSaved). */
  const addressed = useRef<Promise<void> | void>(undefined);
  const saveDraft = useMutation({
    mutationFn: ({ current }: { current: PostFormValues; generation: number }) =>
      api(itemDraftSave, toDraftPayload(current, itemTypeOf(current, isVote), draftId), {
        silent: true,
      }),
    onSuccess: (answer, sent) => {
      void queryClient.invalidateQueries({ queryKey: ['creation'] });
      if (sent.generation !== generation.current) return;
      setDraftId(answer.id);
      setSaved(sent.current);
      setSavedAt(new Date());
      if (!publishing.current) addressed.current = events.onDraftSaved?.(answer.id);
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
    onMutate: () => {
      publishing.current = true;
    },
    onError: () => {
      publishing.current = false;
    },
    onSuccess: (answer) => {
      guard.release();
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

  /** Saves the draft; answers whether it worked (a failure says why in a toast). */
  const saveNow = async (): Promise<boolean> => {
    if (isEmptyForm(values)) return true;
    try {
      await save(values);
      toast.success(MSG.draftSaved);
      return true;
    } catch (failure) {
      toast.error((failure as { msg?: string }).msg || MSG.unknownError);
      return false;
    }
  };

  /** Something written that no save holds yet (an emptied form has nothing to lose). */
  const unsaved = values !== saved && !isEmptyForm(values);
  const guard = useUnsavedChangesGuard(unsaved, editsPublished ? undefined : saveNow);

  /**
   * 预览: the preview shows what is stored, so the draft is saved first, then opened. By
   * then the address names the draft (onDraftSaved), so Back and 继续编辑 reopen it whole.
   */
  const preview = async () => {
    if (isEmptyForm(values)) {
      toast.warning(PUBLISH_MSG.previewEmpty);
      return;
    }
    try {
      const answer = await save(values);
      await addressed.current;
      guard.release();
      void navigate(previewHref(answer.id), { state: { fromForm: true } });
    } catch (failure) {
      toast.error((failure as { msg?: string }).msg || MSG.unknownError);
    }
  };

  // Autosave: a timer that saves the latest values when they changed since the last save
  // (a failed save is tried again on the next tick). Refs, so the interval is set once and
  // not restarted by every keystroke's render.
  const latest = useRef({ values, saved, saveDraft });
  useEffect(() => {
    latest.current = { values, saved, saveDraft };
  });
  useEffect(() => {
    if (editsPublished) return undefined;
    const timer = window.setInterval(() => {
      const { values: now, saved: last, saveDraft: mutation } = latest.current;
      if (publishing.current || now === last || isEmptyForm(now) || mutation.isPending) return;
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
    const empty = initial();
    setValues(empty);
    setSaved(empty);
    setErrors({});
    setDraftId(undefined);
    setSavedAt(undefined);
    if (draftId !== undefined) events.onDraftLeft?.();
  };

  return {
    values,
    errors,
    state: formState(values, isVote, publish.isPending || saveDraft.isPending),
    savedAt,
    unsaved,
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
