import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  adminCreatorRestore,
  adminCreatorSpecEntries,
  adminCreatorSpecs,
  adminCreatorTakedown,
  type CreatorTakedownKindValue,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

const KEY = ['admin', 'research'] as const;

export const useAdminSpecs = (page: number, keyword: string, status: string) =>
  useQuery({
    queryKey: [...KEY, 'specs', page, keyword, status],
    queryFn: () =>
      api(adminCreatorSpecs, {
        page,
        page_size: ADMIN_PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
        ...(status === '' ? {} : { status: Number(status) }),
      }),
    placeholderData: keepPreviousData,
  });

export const useAdminSpecEntries = (specId: number) =>
  useQuery({
    queryKey: [...KEY, 'entries', specId],
    queryFn: () => api(adminCreatorSpecEntries, { id: specId }),
  });

export interface TakedownInput {
  kind: CreatorTakedownKindValue;
  id: number;
  /** A reason takes it down; none restores it. */
  reason?: string;
}

/** 下架 (with a reason) or 恢复; the research tables read again afterwards. */
export function useTakedown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, reason }: TakedownInput) =>
      reason === undefined
        ? api(adminCreatorRestore, { kind, id })
        : api(adminCreatorTakedown, { kind, id, reason }),
    onSuccess: (_, input) => {
      toast.success(input.reason === undefined ? '已恢复' : '已下架');
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
}
