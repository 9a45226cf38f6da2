import { Link, useSearchParams } from 'react-router-dom';
import {
  formatRelativeTime,
  Involvement,
  ITEM_TYPE,
  type InvolvedItem,
  type ItemCard as ItemCardData,
  type MyItem,
} from '@xinke/shared';
import buttons from '../../components/buttons.module.css';
import { MyItemRow } from '../creation/MyItemRow';
import creation from '../creation/Creation.module.css';
import { ItemCard } from '../forum/ItemCard';
import { PagedList } from '../homepage/PagedList';
import { projectTabPath } from './nav';
import { useInvolvedProjects, useLatestProjects, useMyProjects } from './queries';
import styles from './UserCenter.module.css';

/** Where 发起项目 goes: the post form with 项目池 chosen. */
export const NEW_PROJECT_PATH = `/app/new-version/publish/post?item_type=${ITEM_TYPE.project}`;

function usePage(): [number, (page: number) => string] {
  const [params] = useSearchParams();
  return [Math.max(1, Math.floor(Number(params.get('page'))) || 1), (page) => `?page=${page}`];
}

function Cta({ to, label }: { to: string; label: string }) {
  return (
    <div className={styles.cta}>
      <Link to={to} className={buttons.primary}>
        {label}
      </Link>
    </div>
  );
}

function Cards({ rows }: { rows: ItemCardData[] }) {
  return (
    <div className={styles.cards}>
      {rows.map((item) => (
        <ItemCard key={item.id} item={item} />
      ))}
    </div>
  );
}

/** One project I took part in: how (评论过、收藏过) and when, above its card. */
function InvolvedRow({ item }: { item: InvolvedItem }) {
  return (
    <div className={styles.involved} data-testid="involved-item">
      <p className={styles.involvedNote}>
        你{item.involvement.map((v) => Involvement.label(v)).join('、')}
        <span> · {formatRelativeTime(item.involved_time)}</span>
      </p>
      <ItemCard item={item} />
    </div>
  );
}

/** 参与的项目: others' published projects I commented on, liked or collected. */
export function InvolvedProjects() {
  const [page, pageHref] = usePage();
  return (
    <PagedList<InvolvedItem>
      query={useInvolvedProjects(page)}
      empty="你还没有参与过项目：评论、点赞或收藏别人的项目后会出现在这里"
      emptyExtra={<Cta to={projectTabPath('latest-project')} label="看看最新项目" />}
      pageHref={pageHref}
      renderRows={(rows) => (
        <div className={styles.cards}>
          {rows.map((item) => (
            <InvolvedRow key={item.id} item={item} />
          ))}
        </div>
      )}
    />
  );
}

/** 发起的项目: my projects in every status, with preview, edit and delete. */
export function GeneratedProjects() {
  const [page, pageHref] = usePage();
  return (
    <PagedList<MyItem>
      query={useMyProjects(page)}
      empty="你还没有发起过项目"
      emptyExtra={<Cta to={NEW_PROJECT_PATH} label="发起项目" />}
      pageHref={pageHref}
      renderRows={(rows) => (
        <ul className={creation.list} data-testid="generated-list">
          {rows.map((item) => (
            <MyItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    />
  );
}

/** 最新项目: the newest published projects on the site. */
export function LatestProjects() {
  const [page, pageHref] = usePage();
  return (
    <PagedList<ItemCardData>
      query={useLatestProjects(page)}
      empty="还没有人发起项目，来做第一个吧"
      emptyExtra={<Cta to={NEW_PROJECT_PATH} label="发起项目" />}
      pageHref={pageHref}
      renderRows={(rows) => <Cards rows={rows} />}
    />
  );
}
