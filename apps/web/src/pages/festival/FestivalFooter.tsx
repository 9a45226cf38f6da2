import { useFestivalFooter } from '../../features/festival/queries';
import styles from './Festival.module.css';

/** The page footer staff set (organiser, sponsors, links); nothing when none was set. */
export function FestivalFooterView({ activeId }: { activeId: number }) {
  const { data } = useFestivalFooter(activeId);
  const empty =
    !data ||
    (!data.organiser && data.sponsors.length === 0 && data.links.length === 0 && !data.note);
  return (
    <footer className={styles.footer} data-testid="festival-footer">
      {!empty && data && (
        <>
          {data.organiser && <p>主办方：{data.organiser}</p>}
          {data.sponsors.length > 0 && <p>赞助方：{data.sponsors.join('、')}</p>}
          {data.links.length > 0 && (
            <nav className={styles.footerLinks}>
              {data.links.map((l) => (
                <a
                  key={`${l.label}${l.url}`}
                  href={l.url}
                  {...(l.url.startsWith('https://') ? { target: '_blank', rel: 'noreferrer' } : {})}
                >
                  {l.label}
                </a>
              ))}
            </nav>
          )}
          {data.note && <p className={styles.muted}>{data.note}</p>}
        </>
      )}
      <p className={styles.muted}>
        <a href="/app/new-version/activity">更多活动</a> · 芯客社区
      </p>
    </footer>
  );
}
