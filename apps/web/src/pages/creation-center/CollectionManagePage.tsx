import { useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { Pager } from '../../components/Pager';
import { CreationShell } from '../../features/creation/CreationShell';
import { useMyCollections } from '../../features/creation/queries';
import { ItemCard } from '../../features/forum/ItemCard';

/** /creation-center/collection-manage: my collections, newest first, paged by ?page=. */
export default function CollectionManagePage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyCollections(page);
  let content;
  if (list.isError) content = <ErrorView onRetry={() => void list.refetch()} />;
  else if (!list.data) content = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (list.data.data.length === 0) content = <EmptyState description="还没有收藏" />;
  else
    content = (
      <>
        <div data-testid="collections">
          {list.data.data.map((item) => (
            <ItemCard key={item.id} item={item} />
          ))}
        </div>
        {list.data.paginate.last_page > 1 && (
          <Pager
            current={list.data.paginate.current_page}
            lastPage={list.data.paginate.last_page}
            hrefFor={(p) => `?page=${p}`}
          />
        )}
      </>
    );
  return <CreationShell title="收藏管理">{content}</CreationShell>;
}
