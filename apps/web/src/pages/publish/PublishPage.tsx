import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Skeleton from 'antd/es/skeleton';
import { ITEM_TYPE, MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { LoginRequired } from '../../features/auth/LoginRequired';
import { PublishForm } from '../../features/publish/PublishForm';
import { circleIdFromQuery, itemTypeFromQuery } from '../../features/publish/post-form';
import { useEditedItem } from '../../features/publish/queries';
import { isForbidden, isNotFound } from '../../lib/api-error';
import { hasToken } from '../../lib/credentials';
import styles from './PublishPage.module.css';

/**
 * /publish/post, /publish/vote, postAdd and voteAdd: a new post or vote, or with ?id= the
 * one being edited (?draft=1 when it is a draft). ?circle_id= preselects the circle of a
 * new one (a circle page's 发帖 button), ?item_type= its type. postAdd/voteAdd are public
 * routes, so a visitor is asked to log in here.
 *
 * Once the form's work is saved as a draft, the address names it (?id=&draft=1, replacing
 * the entry): Back from the preview, a reload or a shared tab reopens that draft whole
 * instead of an empty form. The form that saved it stays as it is (no reload from the server).
 */
export function PublishPage({ isVote }: { isVote: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const idRaw = Number(params.get('id'));
  const urlId = Number.isInteger(idRaw) && idRaw > 0 ? idRaw : undefined;
  // The draft the mounted form saved itself: already in the form, not to be loaded into it.
  const adopted = useRef<number>(undefined);
  const id = urlId !== undefined && urlId === adopted.current ? undefined : urlId;
  const edited = useEditedItem(id, params.get('draft') === '1');
  // An existing item opens in the form of its own kind, whatever the URL said (so
  // /post/:id, which cannot know the kind, sends every item to publish/post).
  const vote = edited.data ? edited.data.item_type === ITEM_TYPE.vote : isVote;
  const title = `${urlId ? '编辑' : vote ? '发起' : '发布'}${vote ? '投票' : '帖子'}`;
  const kind = vote ? 'vote' : 'post';
  const draftEvents = {
    onDraftSaved: (draftId: number) => {
      if (draftId === urlId) return undefined;
      adopted.current = draftId;
      return navigate(`/app/new-version/publish/${kind}?id=${draftId}&draft=1`, { replace: true });
    },
    onDraftLeft: () => {
      adopted.current = undefined;
      void navigate(`/app/new-version/publish/${kind}`, { replace: true });
    },
  };

  let content;
  if (!hasToken()) content = <LoginRequired />;
  else if (edited.isError && isForbidden(edited.error))
    content = <EmptyState description="无权编辑：只能编辑自己的帖子" />;
  else if (edited.isError && isNotFound(edited.error))
    content = <EmptyState description={MSG.itemNotFound} />;
  else if (edited.isError) content = <ErrorView onRetry={() => void edited.refetch()} />;
  else if (id && !edited.data) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else {
    content = (
      <PublishForm
        key={`${vote}-${id ?? 'new'}`}
        isVote={vote}
        editing={edited.data}
        presetCircleId={id ? undefined : circleIdFromQuery(params.get('circle_id'))}
        presetItemType={id ? undefined : itemTypeFromQuery(params.get('item_type'))}
        draftEvents={draftEvents}
      />
    );
  }
  return (
    <div className={styles.page} data-testid={isVote ? 'publish-vote-page' : 'publish-post-page'}>
      <h1 className={styles.title}>{title}</h1>
      {content}
    </div>
  );
}
