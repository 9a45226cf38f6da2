import { photoVote } from '@xinke/shared';
import { WorkWall } from '../wallpaper-contest/WorkWall';
import { PhotoShell } from './PhotoShell';

/** SPEC §2 /app/photo-vote: the wall of the current photo contest; votes go to photo_vote. */
export default function PhotoVotePage() {
  return (
    <PhotoShell>
      {({ activeId }) => <WorkWall activeId={activeId} shape="photo" vote={photoVote} />}
    </PhotoShell>
  );
}
