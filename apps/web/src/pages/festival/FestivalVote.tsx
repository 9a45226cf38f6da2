import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Progress, Radio } from 'antd';
import { MSG, formatDateTime, type VoteBlock } from '@xinke/shared';
import { useRequireLogin } from '../../features/auth/use-require-login';
import { useFestivalVote } from '../../features/festival/queries';
import { choose, toBallot, type Choices } from '../../features/post-detail/vote-choice';
import { toast } from '../../lib/toast';
import styles from './Festival.module.css';

/**
 * The page's vote post: the same ballot as on the post (gift_vote through the page, cast by
 * the post's vote), results shown once I voted or it ended.
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
  const [choices, setChoices] = useState<Choices>({});
  const requireLogin = useRequireLogin();
  const vote = useFestivalVote(activeId);
  const ballot = toBallot(block, choices);
  const open = !block.is_expired && block.subjects.some((s) => !s.has_voted);
  const submit = () => {
    if (!requireLogin()) return;
    vote.mutate(
      { item_id: block.item_id, vote: ballot },
      {
        onSuccess: () => {
          toast.success(MSG.voteSuccess);
          setChoices({});
        },
      },
    );
  };
  return (
    <div className={styles.vote}>
      <p>
        <Link to={`/app/new-version/postDetail/${block.item_id}`}>
          <strong>{title}</strong>
        </Link>
      </p>
      <p className={styles.muted}>
        {block.is_expired ? MSG.voteEnded : `截止时间：${formatDateTime(block.expire_time)}`}
      </p>
      {block.subjects.map((s, i) => {
        const multiple = s.select_type === 2;
        return (
          <fieldset key={s.id} className={styles.voteSubject}>
            <legend>
              {i + 1}. {s.subject}（{multiple ? '多选' : '单选'}）
            </legend>
            {s.show_result ? (
              <ul className={styles.voteResults}>
                {s.options.map((o) => (
                  <li key={o.id} data-testid="festival-vote-result">
                    <span>
                      {o.text}
                      {o.is_chosen && '（我的选择）'}
                    </span>
                    <Progress percent={o.percent ?? 0} size="small" status="normal" />
                    <span className={styles.muted}>{o.num ?? 0} 票</span>
                  </li>
                ))}
                <li className={styles.muted}>共 {s.voter_count ?? 0} 人参与</li>
              </ul>
            ) : (
              <div className={styles.voteOptions}>
                {s.options.map((o) => {
                  const checked = choices[s.id]?.includes(o.id) ?? false;
                  const toggle = () => setChoices((c) => choose(c, s.id, o.id, multiple));
                  return multiple ? (
                    <Checkbox key={o.id} checked={checked} onChange={toggle}>
                      {o.text}
                    </Checkbox>
                  ) : (
                    <Radio key={o.id} checked={checked} onChange={toggle}>
                      {o.text}
                    </Radio>
                  );
                })}
              </div>
            )}
          </fieldset>
        );
      })}
      {open && (
        <Button
          type="primary"
          block
          disabled={ballot.length === 0}
          loading={vote.isPending}
          onClick={submit}
        >
          投票
        </Button>
      )}
    </div>
  );
}
