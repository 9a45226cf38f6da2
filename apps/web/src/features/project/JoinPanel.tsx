import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { MSG, Occupation, PROJECT_LIMITS, PROJECT_MEMBER_STATUS } from '@xinke/shared';
import { useRequireLogin } from '../auth/use-require-login';
import { useJoinProject } from './mutations';
import { OccupationSelect } from './OccupationSelect';
import styles from './ProjectDetail.module.css';

/** The join request's checks, in the contract's words (projectJoin). */
export function joinErrors(label: number | undefined, note: string) {
  return {
    label: Occupation.has(label) ? undefined : MSG.projectOccupationInvalid,
    note: note.trim().length > PROJECT_LIMITS.joinNote ? MSG.projectJoinNoteTooLong : undefined,
  };
}

/**
 * Someone else's project, seen by a member (or a visitor): 申请加入 with an occupation label
 * and a short note, then their request's state (`my_join`: -1 none, 0 待审核, 1 成员, 2 未通过 —
 * who was turned down may ask again).
 */
export function JoinPanel({ projectId, myJoin }: { projectId: number; myJoin: number }) {
  const requireLogin = useRequireLogin();
  const join = useJoinProject(projectId);
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState<number>();
  const [note, setNote] = useState('');
  const [shown, setShown] = useState<{ label?: string; note?: string }>({});

  if (myJoin === PROJECT_MEMBER_STATUS.pending)
    return (
      <p className={styles.joinState} data-testid="join-state">
        <Tag color="gold">待审核</Tag>已申请加入，等待发起人审核
      </p>
    );
  if (myJoin === PROJECT_MEMBER_STATUS.approved)
    return (
      <p className={styles.joinState} data-testid="join-state">
        <Tag color="green">成员</Tag>你是这个项目的成员
      </p>
    );
  if (!open)
    return (
      <div className={styles.joinState}>
        {myJoin === PROJECT_MEMBER_STATUS.rejected && (
          <span data-testid="join-state">
            <Tag>未通过</Tag>上次的申请未通过，可以再次申请
          </span>
        )}
        <Button type="primary" onClick={() => requireLogin() && setOpen(true)}>
          申请加入
        </Button>
      </div>
    );

  const send = () => {
    const errors = joinErrors(label, note);
    setShown(errors);
    if (errors.label || errors.note || label === undefined) return;
    join.mutate({ label, note: note.trim() }, { onSuccess: () => setOpen(false) });
  };
  return (
    <div className={styles.joinForm} data-testid="join-form">
      <label className={styles.joinField}>
        <span>我的职业标签</span>
        <OccupationSelect
          label="申请的职业标签"
          value={label}
          invalid={shown.label !== undefined}
          onChange={(v) => {
            setLabel(v);
            setShown((s) => ({ ...s, label: undefined }));
          }}
          testId="join-label"
        />
      </label>
      {shown.label && <p className={styles.error}>{shown.label}</p>}
      <Input.TextArea
        value={note}
        onChange={(e) => setNote(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 4 }}
        placeholder="说说你能为项目做什么（选填）"
        aria-label="申请说明"
        showCount={{ formatter: ({ count }) => `${count} / ${PROJECT_LIMITS.joinNote}` }}
        status={shown.note ? 'error' : undefined}
      />
      {shown.note && <p className={styles.error}>{shown.note}</p>}
      <div className={styles.actions}>
        <Button onClick={() => setOpen(false)}>取消</Button>
        <Button type="primary" loading={join.isPending} onClick={send}>
          提交申请
        </Button>
      </div>
    </div>
  );
}
