import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Progress from 'antd/es/progress';
import Radio from 'antd/es/radio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, giftVote, MSG, type PostDetail, type VoteBlock } from '@xinke/shared';
import { useRequireLogin } from '../auth/use-require-login';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { detailKeys } from './queries';
import { choose, toBallot, type Ballot, type Choices } from './vote-choice';
import styles from './PostDetail.module.css';

/**
 * The vote of a vote post: pick options (single 1 / multiple 2) and submit through
 * gift_vote; counts and percentages show for a subject once I voted in it or the vote
 * ended (the server hides them before, so they cannot leak). `readOnly` (the author's
 * preview) shows the choices disabled and no 投票 button; a preview's expire_time is 0 when
 * the draft has none yet. `cast` sends the ballot another way (a festival page casts through
 * its own call, docs/festival.md) and refreshes what it shows itself; by default the post's
 * gift_vote answer is written into the post detail.
 */
export function VoteBlockView({
  block,
  readOnly = false,
  cast,
}: {
  block: VoteBlock;
  readOnly?: boolean;
  cast?: (ballot: Ballot) => Promise<unknown>;
}) {
  const requireLogin = useRequireLogin();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Choices>({});
  const ballot = toBallot(block, choices);
  const submit = useMutation({
    mutationFn: async () => {
      if (cast) {
        await cast(ballot);
        return null;
      }
      return api(giftVote, { item_id: block.item_id, vote: ballot });
    },
    onSuccess: (answer) => {
      toast.success(MSG.voteSuccess);
      setChoices({});
      if (answer)
        queryClient.setQueryData<PostDetail>(
          detailKeys.detail(block.item_id),
          (old) => old && { ...old, vote: answer },
        );
    },
  });
  const open = !readOnly && !block.is_expired && block.subjects.some((s) => !s.has_voted);
  const expireText = block.is_expired
    ? MSG.voteEnded
    : block.expire_time > 0
      ? `截止时间：${formatDateTime(block.expire_time)}`
      : '截止时间：未设置';

  return (
    <section
      className={readOnly ? `${styles.vote} ${styles.voteReadOnly}` : styles.vote}
      data-testid="vote-block"
    >
      <p className={styles.voteMeta}>{expireText}</p>
      {block.subjects.length === 0 && <p className={styles.voteMeta}>还没有添加投票题目</p>}
      {block.subjects.map((s, index) => {
        const multiple = s.select_type === 2;
        return (
          <fieldset key={s.id} className={styles.voteSubject}>
            <legend>
              {index + 1}. {s.subject}（{multiple ? '多选' : '单选'}）
            </legend>
            {s.show_result ? (
              <ul className={styles.voteResults}>
                {s.options.map((o) => (
                  <li key={o.id} data-testid="vote-result">
                    <span className={o.is_chosen ? styles.chosen : undefined}>
                      {o.image && <img src={o.image} alt="" className={styles.voteImage} />}
                      {o.text}
                      {o.is_chosen && '（我的选择）'}
                    </span>
                    {/* status normal: at 100% antd would turn the bar into a green "success"
                        tick and drop the number; a vote result is a share, not a success. */}
                    <Progress percent={o.percent ?? 0} size="small" status="normal" />
                    <span className={styles.voteNum}>{o.num ?? 0} 票</span>
                  </li>
                ))}
                <li className={styles.voteMeta}>共 {s.voter_count ?? 0} 人参与</li>
              </ul>
            ) : (
              <div className={styles.voteOptions}>
                {s.options.map((o) => {
                  const checked = choices[s.id]?.includes(o.id) ?? false;
                  const onChange = () => setChoices((c) => choose(c, s.id, o.id, multiple));
                  const label = (
                    <>
                      {o.image && <img src={o.image} alt="" className={styles.voteImage} />}
                      {o.text}
                    </>
                  );
                  return multiple ? (
                    <Checkbox key={o.id} checked={checked} disabled={readOnly} onChange={onChange}>
                      {label}
                    </Checkbox>
                  ) : (
                    <Radio key={o.id} checked={checked} disabled={readOnly} onChange={onChange}>
                      {label}
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
          disabled={ballot.length === 0}
          loading={submit.isPending}
          onClick={() => requireLogin() && submit.mutate()}
          data-testid="vote-submit"
        >
          投票
        </Button>
      )}
    </section>
  );
}
