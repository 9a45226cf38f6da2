import { Link } from 'react-router-dom';
import type { VoteBlock } from '@xinke/shared';
import { useFestivalVote } from '../../features/festival/queries';
import { VoteBlockView } from '../../features/post-detail/VoteBlockView';
import styles from './Festival.module.css';

/**
 * The page's vote post: the post's own ballot (VoteBlockView), cast through the page's
 * gift_vote (only a vote post of this page, docs/festival.md), which refreshes the page.
 */
export function FestivalVote({
  activeId,
  title,
  block,
}: {
  activeId: number;
  title: string;
  block: VoteBlock;
}) {
  const vote = useFestivalVote(activeId);
  return (
    <div className={styles.vote}>
      <p>
        <Link to={`/app/new-version/postDetail/${block.item_id}`}>
          <strong>{title}</strong>
        </Link>
      </p>
      <VoteBlockView
        block={block}
        cast={(ballot) => vote.mutateAsync({ item_id: block.item_id, vote: ballot })}
      />
    </div>
  );
}
