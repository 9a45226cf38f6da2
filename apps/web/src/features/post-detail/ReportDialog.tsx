import { useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useMutation } from '@tanstack/react-query';
import { MSG, REPORT_REASON_MAX_LENGTH, report } from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';

/** The reason form of 举报 (ReportButton), loaded with antd when it first opens. */
export function ReportDialog({
  targetType,
  targetId,
  open,
  onClose,
}: {
  targetType: 1 | 2 | 3;
  targetId: number;
  open: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => api(report, { target_type: targetType, target_id: targetId, reason }),
    onSuccess: () => {
      toast.success(MSG.reportSuccess);
      onClose();
      setReason('');
    },
  });
  return (
    <Modal
      title="举报"
      open={open}
      okText="提交"
      cancelText="取消"
      confirmLoading={send.isPending}
      okButtonProps={{ disabled: reason.trim() === '' }}
      onOk={() => send.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.TextArea
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={REPORT_REASON_MAX_LENGTH}
        showCount
        rows={4}
        placeholder={MSG.reportReasonRequired}
        aria-label="举报理由"
      />
    </Modal>
  );
}
