import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  MSG,
  activeIndex,
  adminContestExport,
  adminContestRanking,
  adminContestScore,
  adminContestScores,
  adminContestVotes,
  adminContestVotesVoid,
  adminContestWorkReview,
  adminContestWorks,
  type ContractBody,
  type ContractParams,
  type ContractQuery,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { saveCsvFile } from '../save-csv';

/** 作品评选 (docs/contest-console.md): the console reads of one contest, under one key. */
const contestKey = (activeId: number) => ['admin', 'contest', activeId] as const;

export function useContestActivity(activeId: number) {
  return useQuery({
    queryKey: ['admin', 'contest', activeId, 'activity'],
    queryFn: () => api(activeIndex, { active_id: activeId }),
  });
}

export interface WorkFilters {
  review: string;
  keyword: string;
}

export function useContestWorks(activeId: number, filters: WorkFilters, page: number) {
  return useQuery({
    queryKey: [...contestKey(activeId), 'works', filters, page],
    queryFn: () =>
      api(adminContestWorks, {
        active_id: activeId,
        ...(filters.review !== '' ? { review_status: Number(filters.review) } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface VoteFilters {
  flagged: boolean;
  workId: string;
  ip: string;
  voided: string;
}

export const VOTE_PAGE_SIZE = 50;

export function useContestVotes(activeId: number, filters: VoteFilters, page: number) {
  return useQuery({
    queryKey: [...contestKey(activeId), 'votes', filters, page],
    queryFn: () =>
      api(adminContestVotes, {
        active_id: activeId,
        ...(filters.flagged ? { flagged: 1 } : {}),
        ...(/^\d+$/.test(filters.workId) ? { work_id: Number(filters.workId) } : {}),
        ...(filters.ip ? { ip: filters.ip } : {}),
        ...(filters.voided !== '' ? { voided: Number(filters.voided) } : {}),
        page,
        page_size: VOTE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useContestScores(activeId: number, page: number) {
  return useQuery({
    queryKey: [...contestKey(activeId), 'scores', page],
    queryFn: () =>
      api(adminContestScores, { active_id: activeId, page, page_size: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useContestRanking(activeId: number) {
  return useQuery({
    queryKey: [...contestKey(activeId), 'ranking'],
    queryFn: () => api(adminContestRanking, { active_id: activeId }),
  });
}

/** A contest write: toast, then every read of the contest refetches (counts move together). */
function useContestWrite<I>(write: (input: I) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contest'] });
    },
  });
}

type Review = ContractParams<typeof adminContestWorkReview> &
  ContractBody<typeof adminContestWorkReview>;
type VoidVotes = ContractBody<typeof adminContestVotesVoid>;
type Score = ContractParams<typeof adminContestScore> & ContractBody<typeof adminContestScore>;
export type ExportQuery = ContractQuery<typeof adminContestExport>;

export const useWorkReview = () =>
  useContestWrite((input: Review) => api(adminContestWorkReview, input), MSG.contestReviewed);
export const useVotesVoid = () =>
  useContestWrite((input: VoidVotes) => api(adminContestVotesVoid, input), MSG.contestVoided);
export const useWorkScore = () =>
  useContestWrite((input: Score) => api(adminContestScore, input), MSG.contestScored);

/** Admins: the entrants or the results as a CSV file (an audit row each). */
export function useContestExport() {
  return useMutation({
    mutationFn: (input: ExportQuery) => api(adminContestExport, input),
    onSuccess: saveCsvFile,
  });
}
