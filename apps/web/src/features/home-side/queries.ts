import { useQuery } from '@tanstack/react-query';
import { indexCause, indexProjectWeek, indexUser, newsIndex } from '@xinke/shared';
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

/** How many of the latest news the home page lists (a compact block, not the news page). */
export const HOME_NEWS_COUNT = 5;

/** 资讯 on home: the newest news of GET /web/news/index (the daily page shares the key). */
export const useHomeNews = () =>
  useQuery({
    queryKey: ['news', 'index'],
    queryFn: () => api(newsIndex),
    staleTime: STALE,
    select: (index) => index.latest.slice(0, HOME_NEWS_COUNT),
  });
