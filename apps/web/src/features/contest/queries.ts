import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_WORK_PAGE_SIZE,
  activeBtn,
  activeCurrent,
  activeExcellent,
  activeIfJoin,
  activeIndex,
  activeScan,
  opuInfo,
  opuList,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';

/** Query keys of a contest; everything of one activity sits under ['contest', id]. */
export const contestKeys = {
  all: (id: number) => ['contest', id] as const,
  index: (id: number) => ['contest', id, 'index'] as const,
  btn: (id: number, signedIn: boolean) => ['contest', id, 'btn', signedIn] as const,
  enrolment: (id: number) => ['contest', id, 'enrolment'] as const,
  mine: (id: number) => ['contest', id, 'mine'] as const,
  works: (id: number) => ['contest', id, 'works'] as const,
  wall: (id: number, q: WallQuery) => ['contest', id, 'works', q] as const,
  work: (id: number, workId: number) => ['contest', id, 'work', workId] as const,
  ranking: (id: number) => ['contest', id, 'ranking'] as const,
};

export interface WallQuery {
  page: number;
  order: string;
  serial?: number;
}

/** The activity itself: stages, rules, status, 报名人数. */
export function useContest(id: number) {
  return useQuery({
    queryKey: contestKeys.index(id),
    queryFn: () => api(activeIndex, { active_id: id }),
  });
}

/** The page's main button (GET /web/active/btn): differs for visitors and members. */
export function useContestBtn(id: number) {
  const signedIn = hasToken();
  return useQuery({
    queryKey: contestKeys.btn(id, signedIn),
    queryFn: () => api(activeBtn, { active_id: id }),
  });
}

/** My enrolment (prefills the registry form); members only. */
export function useEnrolment(id: number) {
  return useQuery({
    queryKey: contestKeys.enrolment(id),
    queryFn: () => api(activeIfJoin, { active_id: id }),
    enabled: hasToken(),
  });
}

/** My enrolment and my work with its review state; members only. */
export function useMyEntry(id: number) {
  return useQuery({
    queryKey: contestKeys.mine(id),
    queryFn: () => api(activeScan, { active_id: id }),
    enabled: hasToken(),
  });
}

/** The works wall: approved works, 12 a page, by serial / newest / votes, or one serial. */
export function useWorks(id: number, q: WallQuery) {
  return useQuery({
    queryKey: contestKeys.wall(id, q),
    queryFn: () =>
      api(opuList, {
        active_id: id,
        page: q.page,
        page_size: ACTIVITY_WORK_PAGE_SIZE,
        order: q.order,
        serial_num: q.serial,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One work with its pictures and introduction. */
export function useWork(id: number, workId: number) {
  return useQuery({
    queryKey: contestKeys.work(id, workId),
    queryFn: () => api(opuInfo, { id: workId, active_id: id }),
  });
}

/** The award list and final ranking (works empty until published). */
export function useRanking(id: number) {
  return useQuery({
    queryKey: contestKeys.ranking(id),
    queryFn: () => api(activeExcellent, { active_id: id }),
  });
}

/** The current contest of a kind (the photo pages have no id): its id, or null. */
export function useCurrentContest(kind: string) {
  return useQuery({
    queryKey: ['contest', 'current', kind] as const,
    queryFn: () => api(activeCurrent, { kind }),
  });
}
