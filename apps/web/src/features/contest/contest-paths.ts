import { useLocation, useParams } from 'react-router-dom';

const NV = '/app/new-version';

export type ContestTab = 'index' | 'work' | 'work-upload' | 'registry' | 'award';

/** Where the contest pages live, on the desktop build or the H5 one. */
export function contestPaths(activeId: number, mobile: boolean) {
  const base = mobile
    ? `${NV}/h5/diy-computer-activity/${activeId}`
    : `${NV}/diy-computer-activity/${activeId}`;
  return {
    tab: (tab: ContestTab) => `${base}/${tab}`,
    work: (workId: number) =>
      mobile
        ? `${NV}/h5/diy-computer-activity/detail/${activeId}/${workId}`
        : `${NV}/work-detail/${activeId}/${workId}`,
  };
}

/** The activity of the address, whether it is the H5 build, and its paths. */
export function useContestPlace() {
  const params = useParams();
  const { pathname } = useLocation();
  const activeId = Number(params.activityId) || 0;
  const mobile = pathname.includes('/h5/');
  return { activeId, mobile, paths: contestPaths(activeId, mobile) };
}
