import { MSG } from '@xinke/shared';
import { useRanking } from '../../features/contest/queries';
import { Podium, RankingTable } from '../diy-contest/RankingParts';
import award from '../diy-contest/Award.module.css';
import styles from './Wallpaper.module.css';

/**
 * 评选结果 of a wallpaper or photo contest, on its rule and index pages: once the ranking is
 * published, the awarded works and the whole ranking (votes, 人气分, 评委分, 最终得分);
 * while the final review runs, a line saying the results are coming; before that, nothing.
 */
export function ContestResults({ activeId, reviewing }: { activeId: number; reviewing: boolean }) {
  const ranking = useRanking(activeId);
  const r = ranking.data;
  if (!r) return null;
  if (!r.published)
    return reviewing ? (
      <p className={styles.note} data-testid="contest-results-pending">
        {MSG.contestResultsNotYet}
      </p>
    ) : null;
  return (
    <section data-testid="contest-results">
      <h2 className={styles.sectionTitle}>评选结果</h2>
      <Podium works={r.works} />
      <div className={award.tableWrap}>
        <RankingTable works={r.works} />
      </div>
    </section>
  );
}
