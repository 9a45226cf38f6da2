import { useState } from 'react';
import { Input, Modal, Typography } from 'antd';
import { MSG, WORK_LIMITS } from '@xinke/shared';
import { useVotesVoid } from './queries';

/** 作废所选: a reason is required (each voter is told it); the works' counts go down. */
export function VoidModal({
  activeId,
  ids,
  onClose,
  onDone,
}: {
  activeId: number;
  ids: number[] | null;
  onClose(): void;
  onDone(): void;
}) {
  const voidVotes = useVotesVoid();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    if (!ids) return;
    voidVotes.mutate(
      { active_id: activeId, ids, reason: text },
      {
        onSuccess: () => {
          setReason('');
          onDone();
        },
      },
    );
  };

  return (
    <Modal
      open={ids !== null}
      title={`作废所选的 ${ids?.length ?? 0} 票`}
      okText="作废"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={voidVotes.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        作品的票数会同步扣除，投票人会收到一条通知（含原因）。
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="作废原因"
        placeholder="作废原因"
        value={reason}
        maxLength={WORK_LIMITS.voidReason}
        status={missing ? 'error' : undefined}
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
      />
      {missing && <Typography.Text type="danger">{MSG.contestVoidReasonRequired}</Typography.Text>}
    </Modal>
  );
}
