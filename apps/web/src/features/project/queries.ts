import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PROJECT_LIST_PAGE_SIZE,
  PROJECT_WEEK_PAGE_SIZE,
  objectDetail,
  objectItem,
  objectList,
  objectPreNextWeek,
  objectWeekDetail,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { retryUnlessClientError } from '../../lib/api-error';

/** Query keys of the project pool (docs/project.md). */
export const projectKeys = {
  all: ['project'] as const,
  list: (page: number) => ['project', 'list', page] as const,
  detail: (id: number) => ['project', 'detail', id] as const,
  weeks: (id: number, page: number) => ['project', 'weeks', id, page] as const,
  week: (id: number) => ['project', 'week', id] as const,
  preNext: (id: number) => ['project', 'week', id, 'pre-next'] as const,
};

export function useProjects(page: number) {
  return useQuery({
    queryKey: projectKeys.list(page),
    queryFn: () => api(objectList, { page, page_size: PROJECT_LIST_PAGE_SIZE }),
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
