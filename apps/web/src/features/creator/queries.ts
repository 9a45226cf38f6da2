import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  creatorChallengeAudit,
  creatorChallengeCreate,
  creatorChallengeList,
  creatorChallengeReject,
  creatorCancel,
  creatorCreate,
  creatorDelete,
  creatorDesignAudit,
  creatorDesignImages,
  creatorDesignList,
  creatorDesignReject,
  creatorEditor,
  creatorIndex,
  creatorInfo,
  creatorMyChallengeCancel,
  creatorMyChallengeDelete,
  creatorMyChallengeList,
  creatorMyProjectList,
  creatorProjectList,
  creatorSetPrice,
  creatorSpecChallenges,
  creatorSpecSupport,
  creatorSpecsInfo,
  creatorSupportList,
  creatorUploadDesign,
  creatorVotesList,
  masterApply,
  masterList,
  masterMine,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';

/* The laboratory's data (docs/creator.md): every query key starts with 'creator'. */

const ROOT = ['creator'] as const;

export function useInvalidateCreator() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}

export const useLabIndex = () =>
  useQuery({ queryKey: [...ROOT, 'index'], queryFn: () => api(creatorIndex, {}) });

export const useProjects = (input: ContractInput<typeof creatorProjectList>) =>
  useQuery({
    queryKey: [...ROOT, 'projects', input],
    queryFn: () => api(creatorProjectList, input),
  });

export const useMyProjects = (page: number) =>
  useQuery({
    queryKey: [...ROOT, 'my-projects', page],
    queryFn: () => api(creatorMyProjectList, { page }),
  });

export const useSpec = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'spec', id, hasToken()],
    queryFn: () => api(creatorSpecsInfo, { id }),
    enabled: id > 0,
  });

export const useSpecChallenges = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'spec-challenges', id],
    queryFn: () => api(creatorSpecChallenges, { id, page_size: 50 }),
  });

export const useSpecDesigns = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'spec-designs', id],
    queryFn: () => api(creatorDesignImages, { id, page_size: 50 }),
  });

export const useSupporters = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'supporters', id],
    queryFn: () => api(creatorVotesList, { id, page_size: 50 }),
  });

export const useCreatorInfo = (id: number) =>
  useQuery({ queryKey: [...ROOT, 'info', id], queryFn: () => api(creatorInfo, { id }) });

export const useReviewChallenges = (status: number) =>
  useQuery({
    queryKey: [...ROOT, 'review-challenges', status],
    queryFn: () => api(creatorChallengeList, { status, page_size: 50 }),
  });

export const useReviewDesigns = (status: number) =>
  useQuery({
    queryKey: [...ROOT, 'review-designs', status],
    queryFn: () => api(creatorDesignList, { status, page_size: 50 }),
  });

export const useMyChallenges = () =>
  useQuery({
    queryKey: [...ROOT, 'my-challenges'],
    queryFn: () => api(creatorMyChallengeList, { page_size: 50 }),
  });

export const useSupportsOfMine = () =>
  useQuery({
    queryKey: [...ROOT, 'supports-of-mine'],
    queryFn: () => api(creatorSupportList, { page_size: 50 }),
  });

export const useMasters = () =>
  useQuery({ queryKey: [...ROOT, 'masters'], queryFn: () => api(masterList, { page_size: 50 }) });

export const useMyMasterStatus = (enabled: boolean) =>
  useQuery({ queryKey: [...ROOT, 'master-mine'], queryFn: () => api(masterMine, {}), enabled });

/** One mutation over a contract that refreshes every laboratory query when it settles. */
function useCreatorMutation<I, O>(call: (input: I) => Promise<O>) {
  const invalidate = useInvalidateCreator();
  return useMutation({ mutationFn: call, onSuccess: () => void invalidate() });
}

export const useCreateSpec = () =>
  useCreatorMutation((i: ContractInput<typeof creatorCreate>) => api(creatorCreate, i));
export const useEditSpec = () =>
  useCreatorMutation((i: ContractInput<typeof creatorEditor>) => api(creatorEditor, i));
export const useSetPrice = () =>
  useCreatorMutation((i: ContractInput<typeof creatorSetPrice>) => api(creatorSetPrice, i));
export const useCancelSpec = () => useCreatorMutation((id: number) => api(creatorCancel, { id }));
export const useDeleteSpec = () => useCreatorMutation((id: number) => api(creatorDelete, { id }));
export const useSupportSpec = () =>
  useCreatorMutation((id: number) => api(creatorSpecSupport, { id }));
export const useCreateChallenge = () =>
  useCreatorMutation((i: ContractInput<typeof creatorChallengeCreate>) =>
    api(creatorChallengeCreate, i),
  );
export const useCancelMyChallenge = () =>
  useCreatorMutation((id: number) => api(creatorMyChallengeCancel, { id }));
export const useDeleteMyChallenge = () =>
  useCreatorMutation((id: number) => api(creatorMyChallengeDelete, { id }));
export const useUploadDesign = () =>
  useCreatorMutation((i: ContractInput<typeof creatorUploadDesign>) => api(creatorUploadDesign, i));
export const useApplyMaster = () =>
  useCreatorMutation((i: ContractInput<typeof masterApply>) => api(masterApply, i));

/** 通过 (reason null) or 驳回 a challenge or design on one of my specs. */
export function useReview(kind: 'challenge' | 'design') {
  return useCreatorMutation(
    ({ id, reason }: { id: number; reason: string | null }): Promise<unknown> => {
      if (kind === 'challenge')
        return reason === null
          ? api(creatorChallengeAudit, { id })
          : api(creatorChallengeReject, { id, reason });
      return reason === null
        ? api(creatorDesignAudit, { id })
        : api(creatorDesignReject, { id, reason });
    },
  );
}
