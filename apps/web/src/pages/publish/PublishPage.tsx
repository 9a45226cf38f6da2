import { useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { ITEM_TYPE, MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { PublishForm } from '../../features/publish/PublishForm';
import { useEditedItem } from '../../features/publish/queries';
import { hasToken } from '../../lib/credentials';
import styles from './PublishPage.module.css';

/**
 * /publish/post, /publish/vote, postAdd and voteAdd: a new post or vote, or with ?id= the
 * one being edited (?draft=1 when it is a draft). postAdd/voteAdd are public routes, so a
 * visitor is asked to log in here.
 */
export function PublishPage({ isVote }: { isVote: boolean }) {
  const [params] = useSearchParams();
  const { openLoginDialog } = useLoginDialog();
  const idRaw = Number(params.get('id'));
  const id = Number.isInteger(idRaw) && idRaw > 0 ? idRaw : undefined;
  const edited = useEditedItem(id, params.get('draft') === '1');
  const title = `${id ? '编辑' : isVote ? '发起' : '发布'}${isVote ? '投票' : '帖子'}`;

  let content;
  if (!hasToken())
    content = (
      <EmptyState description={MSG.loginToAct}>
        <Button type="primary" onClick={openLoginDialog}>
          登录
        </Button>
      </EmptyState>
    );
  else if (edited.isError) content = <ErrorView onRetry={() => void edited.refetch()} />;
  else if (id && !edited.data) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    // An existing item opens in the form of its own kind, whatever the URL said.
    const vote = edited.data ? edited.data.item_type === ITEM_TYPE.vote : isVote;
    content = <PublishForm key={`${vote}-${id ?? 'new'}`} isVote={vote} editing={edited.data} />;
  }
  return (
    <div className={styles.page} data-testid={isVote ? 'publish-vote-page' : 'publish-post-page'}>
      <h1 className={styles.title}>{title}</h1>
      {content}
    </div>
  );
}
