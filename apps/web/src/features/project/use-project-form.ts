import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  PROJECT_STATUS,
  projectCreate,
  projectUpdate,
  type ProjectDetail,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import {
  emptyProjectForm,
  hasFormErrors,
  isEmptyProjectForm,
  toProjectInput,
  validateProjectForm,
  valuesFromProject,
  type ProjectFormErrors,
  type ProjectFormValues,
} from './project-form';
import { projectDetailPath } from './paths';
import { projectKeys } from './queries';

interface Sent {
  current: ProjectFormValues;
  publish: 0 | 1;
  /** Saved by 存草稿并离开: the page is going, its address is not rewritten. */
  leaving?: boolean;
}

/**
 * The create / edit project form (docs/project.md): values, the errors on show (every field
 * on a save), 存草稿 and 发布. A first save creates the project and the page's address then
 * names it (`onDraftSaved`, ?id=), so a reload or Back reopens it; later saves update it.
 * 发布 opens the project's detail.
 *
 * Never lose work, as the post form (docs/forum.md): a failed save leaves the form as it is
 * with the server's reason on show, and while something written is saved nowhere leaving
 * asks first — with 存草稿并离开 unless the project is published (saving a published one as
 * a draft would take it off the pool).
 */
export function useProjectForm(
  editing: ProjectDetail | undefined,
  onDraftSaved?: (id: number) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(() => (editing ? valuesFromProject(editing) : emptyProjectForm()));
  const [values, setValues] = useState(start);
  /** The values last saved or loaded: nothing is unsaved while `values` is this object. */
  const [saved, setSaved] = useState(start);
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [projectId, setProjectId] = useState(editing?.id);
  const [published, setPublished] = useState(editing?.status === PROJECT_STATUS.published);
  const [savedAt, setSavedAt] = useState<Date>();
  /** Files still uploading: saving now would leave them out. */
  const uploading = useRef(0);

  const save = useMutation({
    mutationFn: ({ current, publish }: Sent) =>
      projectId
        ? api(projectUpdate, { id: projectId, ...toProjectInput(current, publish) })
        : api(projectCreate, toProjectInput(current, publish)),
    onSuccess: (answer, { current, publish, leaving }) => {
      setProjectId(answer.id);
      setSaved(current);
      setPublished(answer.status === PROJECT_STATUS.published);
      setServerError(undefined);
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      if (publish) {
        guard.release();
        toast.success(MSG.projectPublished);
        void navigate(projectDetailPath(answer.id));
        return;
      }
      toast.success(MSG.draftSaved);
      setSavedAt(new Date());
      if (!leaving) onDraftSaved?.(answer.id);
    },
    // The http client has toasted the reason; it also stays beside the buttons.
    onError: (failure: { msg?: string }) => setServerError(failure.msg || MSG.unknownError),
  });

  const update = (patch: Partial<ProjectFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // A fixed field stops showing its old error at once; new errors wait for the next save.
    setErrors((old) => {
      if (!hasFormErrors(old)) return old;
      const now = validateProjectForm(next);
      const kept: ProjectFormErrors = {};
      for (const key of Object.keys(old) as (keyof ProjectFormErrors)[])
        if (key !== 'bomRows' && now[key]) Object.assign(kept, { [key]: now[key] });
      if (old.bomRows && now.bomRows) kept.bomRows = now.bomRows;
      return kept;
    });
  };

  /** Checks, then saves (publish 1) or keeps a draft (0); answers whether it was saved. */
  const submit = async (publish: 0 | 1, leaving = false): Promise<boolean> => {
    const found = validateProjectForm(values);
    if (!hasFormErrors(found) && uploading.current > 0) found.files = MSG.projectFilesUploading;
    setErrors(found);
    if (hasFormErrors(found)) return false;
    try {
      await save.mutateAsync({ current: values, publish, leaving });
      return true;
    } catch {
      return false;
    }
  };

  const unsaved = values !== saved && !isEmptyProjectForm(values);
  const guard = useUnsavedChangesGuard(unsaved, published ? undefined : () => submit(0, true));

  return {
    values,
    errors,
    serverError,
    savedAt,
    published,
    isNew: projectId === undefined,
    saving: save.isPending ? save.variables?.publish : undefined,
    update,
    submit,
    /** FilesField says how many uploads are under way. */
    setUploading: (count: number) => {
      uploading.current = count;
    },
  };
}
