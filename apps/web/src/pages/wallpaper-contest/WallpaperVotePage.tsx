import { Alert } from 'antd';
import { ACTIVITY_KIND, ACTIVITY_STATUS } from '@xinke/shared';
import { WallpaperShell } from './WallpaperShell';
import { WorkWall } from './WorkWall';

/**
 * SPEC §2 /app/wallPaper-vote/{id} (members): the wall of approved wallpapers with the vote,
 * the lightbox and the download. Outside the 投票 stage the wall is still shown; a vote then
 * gets the server's 现在不在投票时间内.
 */
export default function WallpaperVotePage() {
  return (
    <WallpaperShell>
      {({ contest, activeId }) => (
        <>
          {contest.status !== ACTIVITY_STATUS.voting && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={contest.status < ACTIVITY_STATUS.voting ? '投票还没有开始' : '投票已经结束'}
              data-testid="wallpaper-vote-closed"
            />
          )}
          <WorkWall
            activeId={activeId}
            shape={contest.kind === ACTIVITY_KIND.wallpaperPhone ? 'portrait' : 'landscape'}
            download
          />
        </>
      )}
    </WallpaperShell>
  );
}
