import { useParams } from 'react-router-dom';
import { Skeleton } from 'antd';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useFestivalPage } from '../../features/festival/queries';
import { isNotFound } from '../../lib/api-error';
import { FestivalFooterView } from './FestivalFooter';
import { FestivalGuide } from './FestivalGuide';
import { FestivalModuleView } from './FestivalModules';
import styles from './Festival.module.css';

/**
 * /app/Festival/:id (SPEC §2, docs/festival.md): a festival campaign page, standalone (no
 * site frame), built from the modules staff composed in the console, in their order.
 */
export default function FestivalPage() {
  const id = Number(useParams().id) || 0;
  const page = useFestivalPage(id);
  if (page.isPending)
    return (
      <div className={styles.page} data-testid="festival-loading">
        <div className={styles.column}>
          <Skeleton.Image active className={styles.skeletonImage} />
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );
  if (page.isError)
    return (
      <div className={styles.page}>
        <div className={`${styles.column} ${styles.card}`}>
          {isNotFound(page.error) ? (
            <EmptyState description="这个节日活动不存在或还没有上线" />
          ) : (
            <ErrorView onRetry={() => void page.refetch()} />
          )}
        </div>
      </div>
    );
  const { activity, modules } = page.data;
  return (
    <div className={styles.page} data-testid="festival-page">
      <div className={styles.column}>
        <header className={styles.hero}>
          {activity.is_draft && <span className={styles.draft}>草稿预览（仅管理人员可见）</span>}
          <h1>{activity.title}</h1>
          {activity.summary && <p>{activity.summary}</p>}
        </header>
        <FestivalGuide />
        {modules.length === 0 ? (
          <section className={styles.card}>
            <EmptyState description="活动页正在布置中，敬请期待" />
          </section>
        ) : (
          modules.map((m) => <FestivalModuleView key={m.id} activeId={activity.id} module={m} />)
        )}
        <FestivalFooterView activeId={activity.id} />
      </div>
    </div>
  );
}
