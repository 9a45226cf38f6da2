import { useQuery } from '@tanstack/react-query';
import { indexCause, indexProjectWeek, indexUser } from '@xinke/shared';
import { api } from '../../lib/api';

/** The home page's side lists (docs/feedback.md "Home"); they change slowly. */
const STALE = 5 * 60_000;

export const useHomeUsers = () =>
  useQuery({ queryKey: ['index', 'user'], queryFn: () => api(indexUser), staleTime: STALE });
export const useHomeCauses = () =>
  useQuery({ queryKey: ['index', 'cause'], queryFn: () => api(indexCause), staleTime: STALE });
export const useProjectWeek = () =>
  useQuery({
    queryKey: ['index', 'project_week'],
    queryFn: () => api(indexProjectWeek),
    staleTime: STALE,
  });
