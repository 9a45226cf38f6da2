import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_WEEK_PAGE_SIZE,
  objectDetail,
  objectItem,
  objectList,
  objectPreNextWeek,
  objectWeekDetail,
  projectJoined,
  projectMine,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';
import { hasToken } from '../../lib/credentials';

/**
 * Query keys of the project pool (docs/project.md). Everything sits under `['project']`, the
 * member's own lists too, so any write of the pool (a save, a join, a decision, a delete)
 * re-reads them all.
 */
export const projectKeys = {
  all: ['project'] as const,
  list: (page: number) => ['project', 'list', page] as const,
  mine: (page: number) => ['project', 'mine', page] as const,
  joined: (page: number) => ['project', 'joined', page] as const,
  detail: (id: number) => ['project', 'detail', id] as const,
  weeks: (id: number, page: number) => ['project', 'weeks', id, page] as const,
  week: (id: number) => ['project', 'week', id] as const,
  preNext: (id: number) => ['project', 'week', id, 'pre-next'] as const,
};

export function useProjects(page: number) {
  return useQuery({
    queryKey: projectKeys.list(page),
    queryFn: () => api(objectList, { page, page_size: PROJECT_LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/*
 * The member's own lists (user center 项目管理). Read only with a session (hasToken() at each
 * render, not once at import); the previous page stays on screen while the next one loads.
 */

/** 发起的项目: my projects in every status, drafts too. */
export function useOwnProjects(page: number) {
  return useQuery({
    queryKey: projectKeys.mine(page),
    queryFn: () => api(projectMine, { page, page_size: PROJECT_LIST_PAGE_SIZE }),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

/** 参与的项目: the teams I am on or asked to join. */
export function useJoinedProjects(page: number) {
  return useQuery({
    queryKey: projectKeys.joined(page),
    queryFn: () => api(projectJoined, { page, page_size: PROJECT_LIST_PAGE_SIZE }),
    enabled: hasToken(),
    placeholderData: keepPreviousData,
  });
}

export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    // Silent: the page shows a missing project (项目不存在) and a failure as states.
    queryFn: () => api(objectDetail, { id }, { silent: true }),
    enabled: id > 0,
    retry: retryUnlessClientError,
  });
}

export function useProjectWeeks(id: number, page: number) {
  return useQuery({
    queryKey: projectKeys.weeks(id, page),
    queryFn: () => api(objectItem, { id, page, page_size: PROJECT_WEEK_PAGE_SIZE }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}

export function useWeek(id: number) {
  return useQuery({
    queryKey: projectKeys.week(id),
    queryFn: () => api(objectWeekDetail, { id }),
    enabled: id > 0,
  });
}

export function usePreNextWeek(id: number) {
  return useQuery({
    queryKey: projectKeys.preNext(id),
    queryFn: () => api(objectPreNextWeek, { id }),
    enabled: id > 0,
  });
}
