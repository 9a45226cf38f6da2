import { ACTIVITY_STATUS } from '@xinke/shared';
import { RichContent } from '../../features/editor/RichContent';
import { ContestResults } from './ContestResults';
import { ContestRubric } from './ContestRubric';
import { WallpaperShell } from './WallpaperShell';
import styles from './Wallpaper.module.css';

/**
 * SPEC §2 /app/wallPaper-rule/{id}: the results once published, the activity's rules
 * (sanitized) and the rubric.
 */
export default function WallpaperRulePage() {
  return (
    <WallpaperShell>
      {({ contest, activeId }) => (
        <section className={styles.card} data-testid="wallpaper-rule">
          <ContestResults
            activeId={activeId}
            reviewing={contest.status >= ACTIVITY_STATUS.awaitingReview}
          />
          <h2 className={styles.sectionTitle}>活动规则</h2>
          {contest.rules ? (
            <RichContent html={contest.rules} />
          ) : (
            <p>{contest.summary || '暂无活动规则'}</p>
          )}
          <ContestRubric kind={contest.kind} />
        </section>
      )}
    </WallpaperShell>
  );
}
