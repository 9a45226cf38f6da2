import { Link } from 'react-router-dom';
import type { RankedWork } from '@xinke/shared';
import { serialLabel } from './VoteButton';
import styles from './Award.module.css';

const score = (n: number) => n.toFixed(1);
const HEADS = ['名次', '奖项', '作品', '票数', '人气分', '评委分', '最终得分'];

/** The final ranking: 名次, 奖项, 作品, 票数, 人气分, 评委分, 最终得分. */
export function RankingTable({
  works,
  workHref,
}: {
  works: RankedWork[];
  /** A link to each work's page; the wallpaper and photo contests have none. */
  workHref?: (id: number) => string;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {HEADS.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {works.map((w) => (
          <tr key={w.id} data-testid="contest-award-row">
            <td>{w.rank}</td>
            <td>{w.award_label || '—'}</td>
            <td>
              {workHref ? (
                <Link to={workHref(w.id)}>
                  {serialLabel(w.serial_num)} {w.name}
                </Link>
              ) : (
                `${serialLabel(w.serial_num)} ${w.name}`
              )}
            </td>
            <td>{w.vote_count}</td>
            <td>{score(w.vote_score)}</td>
            <td>{score(w.judge_score)}</td>
            <td>{score(w.final_score)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PODIUM = ['first', 'second', 'third'];

/** 一二三等奖: the awarded works, best first, with their covers. */
export function Podium({
  works,
  workHref,
}: {
  works: RankedWork[];
  workHref?: (id: number) => string;
}) {
  const podium = PODIUM.flatMap((tier) => works.filter((w) => w.award === tier));
  if (podium.length === 0) return null;
  return (
    <ol className={styles.podium}>
      {podium.map((w) => {
        const face = (
          <>
            {w.cover && <img src={w.cover} alt="" />}
            <strong>{w.name}</strong>
          </>
        );
        return (
          <li key={w.id} className={styles[w.award]} data-testid="contest-podium-item">
            <span className={styles.tier}>{w.award_label}</span>
            {workHref ? (
              <Link to={workHref(w.id)}>{face}</Link>
            ) : (
              <span className={styles.face}>{face}</span>
            )}
            <span>{w.user.nickname}</span>
          </li>
        );
      })}
    </ol>
  );
}
