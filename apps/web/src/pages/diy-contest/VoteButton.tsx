import { Button } from 'antd';
import type { ContestWork } from '@xinke/shared';

/** 投票, or 今日已投 (disabled) once the member voted for this work today. */
export function VoteButton({
  work,
  pending,
  onVote,
  block,
}: {
  work: Pick<ContestWork, 'id' | 'vote_status'>;
  pending: boolean;
  onVote(id: number): void;
  block?: boolean;
}) {
  const voted = work.vote_status === 1;
  return (
    <Button
      type="primary"
      size={block ? 'large' : 'small'}
      block={block}
      disabled={voted}
      loading={pending}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onVote(work.id);
      }}
      data-testid="contest-vote-button"
    >
      {voted ? '今日已投' : '投票'}
    </Button>
  );
}

/** `No.007`: the serial the wall and the search use. */
export const serialLabel = (n: number) => `No.${String(n).padStart(3, '0')}`;
