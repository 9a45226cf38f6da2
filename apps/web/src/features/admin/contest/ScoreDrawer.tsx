import { useState } from 'react';
import { Button, Drawer, Flex, Input, InputNumber, Slider, Space, Typography } from 'antd';
import {
  JUDGE_SCORE_MAX,
  MSG,
  WORK_LIMITS,
  judgeCriteriaOf,
  type JudgeScores,
  type JudgeWork,
} from '@xinke/shared';
import { useWorkScore } from './queries';
import { formatScore, weightedTotal } from './score';

type Draft = Partial<Record<keyof JudgeScores, number | null>>;

/**
 * The rubric: 0–10 on every criterion (in the words of the contest's kind, judgeCriteriaOf),
 * the weighted total live, an optional comment.
 */
export function ScoreDrawer({
  work,
  kind,
  onClose,
}: {
  work: JudgeWork | null;
  kind: string;
  onClose(): void;
}) {
  return (
    <Drawer
      open={work !== null}
      onClose={onClose}
      size={560}
      title={work ? `评分 · No.${work.serial_num} ${work.name}` : ''}
      destroyOnHidden
    >
      {work && <ScoreForm key={work.id} work={work} kind={kind} onDone={onClose} />}
    </Drawer>
  );
}

function ScoreForm({ work, kind, onDone }: { work: JudgeWork; kind: string; onDone(): void }) {
  const criteria = judgeCriteriaOf(kind);
  const save = useWorkScore();
  const [draft, setDraft] = useState<Draft>(() => ({ ...(work.my_scores ?? {}) }));
  const [comment, setComment] = useState(work.my_comment);
  const [missing, setMissing] = useState(false);
  const set = (key: keyof JudgeScores, v: number | null) => {
    setDraft((d) => ({ ...d, [key]: v }));
    setMissing(false);
  };

  const submit = () => {
    if (criteria.some((c) => typeof draft[c.key] !== 'number')) {
      setMissing(true);
      return;
    }
    const scores = Object.fromEntries(
      criteria.map((c) => [c.key, draft[c.key] as number]),
    ) as JudgeScores;
    save.mutate({ id: work.id, scores, comment: comment.trim() }, { onSuccess: onDone });
  };

  return (
    <div data-testid="contest-score-drawer">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {criteria.map((c) => (
          <div key={c.key}>
            <Flex justify="space-between" align="center">
              <Typography.Text strong>
                {c.label}
                <Typography.Text type="secondary">（权重 {c.weight}%）</Typography.Text>
              </Typography.Text>
              <InputNumber
                aria-label={c.label}
                min={0}
                max={JUDGE_SCORE_MAX}
                precision={0}
                value={draft[c.key] ?? null}
                onChange={(v) => set(c.key, typeof v === 'number' ? v : null)}
              />
            </Flex>
            <Typography.Text type="secondary">{c.hint}</Typography.Text>
            <Slider
              min={0}
              max={JUDGE_SCORE_MAX}
              value={draft[c.key] ?? 0}
              onChange={(v) => set(c.key, v)}
            />
          </div>
        ))}
        <Typography.Title level={5} data-testid="contest-score-total">
          加权总分：{formatScore(weightedTotal(draft))} / 100
        </Typography.Title>
        <Input.TextArea
          aria-label="评语"
          placeholder="评语（选填）"
          value={comment}
          maxLength={WORK_LIMITS.judgeComment}
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(e) => setComment(e.target.value)}
        />
        {missing && <Typography.Text type="danger">{MSG.contestScoreIncomplete}</Typography.Text>}
        <Button type="primary" loading={save.isPending} onClick={submit}>
          保存评分
        </Button>
      </Space>
    </div>
  );
}
