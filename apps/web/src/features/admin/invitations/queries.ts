import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVITY_TYPE_KEY,
  ADMIN_PAGE_SIZE,
  MSG,
  adminActivities,
  adminInvitationRelease,
  adminInvitationVoid,
  adminInvitations,
  adminInviteSettings,
  adminInviteSettingsSave,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/**
 * The invite activities to choose from: the newest edited ones (the console's activity list
 * has no type filter; invitations are few, so the first pages are plenty).
 */
export function useInviteActivities() {
  return useQuery({
    queryKey: ['admin', 'activities', 'invite-choices'],
    queryFn: async () => {
      const page = await api(adminActivities, { page: 1, page_size: 50 });
      return page.data.filter((a) => a.type === ACTIVITY_TYPE_KEY.invite);
    },
  });
}

export function useAdminInvitations(filters: { active: string; flagged: string }, page: number) {
  return useQuery({
    queryKey: ['admin', 'invitations', filters, page],
    queryFn: () =>
      api(adminInvitations, {
        ...(filters.active ? { active_id: Number(filters.active) } : {}),
        ...(filters.flagged ? { flagged: Number(filters.flagged) } : {}),
        page,
        page_size: ADMIN_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useInviteSettings(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'invite-settings', id],
    queryFn: () => api(adminInviteSettings, { id: id ?? 0 }),
    enabled: id !== null,
  });
}

function useInviteWrite<
  C extends
    typeof adminInviteSettingsSave | typeof adminInvitationVoid | typeof adminInvitationRelease,
>(contract: C, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<C>) => api(contract, input),
    onSuccess: () => {
      toast.success(done);
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['invite'] });
    },
  });
}

export const useSaveInviteSettings = () =>
  useInviteWrite(adminInviteSettingsSave, MSG.inviteSettingsSaved);
export const useVoidInvitation = () => useInviteWrite(adminInvitationVoid, MSG.inviteVoided);
export const useReleaseInvitation = () =>
  useInviteWrite(adminInvitationRelease, MSG.inviteReleased);
