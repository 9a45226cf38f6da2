import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  projectDelete,
  projectJoin,
  projectJoinAudit,
  projectWeekCreate,
  projectWeekDelete,
  projectWeekUpdate,
  type WeekInput,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { projectKeys } from './queries';

/*
 * The project pool's writes from its detail page (docs/project.md). A failure is toasted by
 * the http client with the server's Chinese message; what it changed is read again, under
 * the one `['project']` key, so the list, the detail and the reports agree.
 */

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

/** 申请加入: the member's occupation label in the team and a short note. */
export function useJoinProject(projectId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { label: number; note: string }) =>
      api(projectJoin, { project_id: projectId, ...body }),
    onSuccess: () => {
      toast.success(MSG.projectJoinSent);
      return refresh();
    },
  });
}

/** The owner's decision on a pending request (1 通过, 0 拒绝). */
export function useAuditJoin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: number; approve: 0 | 1 }) => api(projectJoinAudit, body),
    onSuccess: (_answer, body) => {
      toast.success(body.approve ? MSG.projectJoinApproved : MSG.projectJoinRefused);
      return refresh();
    },
  });
}

export function useDeleteProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api(projectDelete, { id }),
    onSuccess: () => {
      toast.success(MSG.projectDeleted);
      return refresh();
    },
  });
}

/** Writes a weekly report: a new one of `projectId`, or the report `id` edited. */
export function useSaveWeek(projectId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: WeekInput & { id?: number }) =>
      id
        ? api(projectWeekUpdate, { id, ...body })
        : api(projectWeekCreate, { project_id: projectId, ...body }),
    onSuccess: () => {
      toast.success(MSG.weekSaved);
      return refresh();
    },
  });
}

export function useDeleteWeek() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api(projectWeekDelete, { id }),
    onSuccess: (_answer, id) => {
      toast.success(MSG.weekDeleted);
      // The report is gone: its own page (open when deleted from there) must not read it
      // again — that would be a 404 shown for a moment before the page moves on.
      queryClient.removeQueries({ queryKey: projectKeys.week(id) });
      return refresh();
    },
  });
}
