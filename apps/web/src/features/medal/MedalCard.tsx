import type { MedalRow } from '@xinke/shared';
import { awardDate } from './medal-date';
import styles from './Medal.module.css';

/**
 * One medal: badge, name, condition and when it was earned. A locked medal is greyed and
 * its condition reads as how to get it; a new one (not yet seen) carries a 新 mark.
 */
export function MedalCard({ medal }: { medal: MedalRow }) {
  const earned = medal.earned === 1;
  return (
    <li
      className={`${styles.card} ${earned ? styles.earned : styles.locked}`}
      data-testid={`medal-${medal.key}`}
      data-earned={earned ? 'true' : 'false'}
    >
      {medal.is_new === 1 && <span className={styles.newMark}>新</span>}
      <img className={styles.badge} src={medal.image} alt="" width={72} height={72} />
      <h3 className={styles.name}>{medal.name}</h3>
      <p className={styles.condition}>
        {earned ? medal.condition : `获得方式：${medal.condition}`}
      </p>
      <p className={styles.state}>
        {earned && medal.award_time !== null ? `${awardDate(medal.award_time)} 获得` : '未获得'}
      </p>
    </li>
  );
}

/** A grid of medal cards, labelled for screen readers by `label`. */
export function MedalGrid({ medals, label }: { medals: MedalRow[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {medals.map((m) => (
        <MedalCard key={m.key} medal={m} />
      ))}
    </ul>
  );
}
