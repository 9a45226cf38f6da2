import { useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useMutation } from '@tanstack/react-query';
import { MSG, REPORT_REASON_MAX_LENGTH, report } from '@xinke/shared';
import { useRequireLogin } from '../auth/use-require-login';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import styles from './PostDetail.module.css';

/** 举报 a post (1), comment (2) or reply (3): a reason, stored for the moderators. */
export function ReportButton({
  targetType,
  targetId,
}: {
  targetType: 1 | 2 | 3;
  targetId: number;
}) {
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => api(report, { target_type: targetType, target_id: targetId, reason }),
    onSuccess: () => {
      toast.success(MSG.reportSuccess);
      setOpen(false);
      setReason('');
    },
  });
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => requireLogin() && setOpen(true)}
        data-testid="report-button"
      >
        举报
      </button>
      <Modal
        title="举报"
        open={open}
        okText="提交"
        cancelText="取消"
        confirmLoading={send.isPending}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onOk={() => send.mutate()}
        onCancel={() => setOpen(false)}
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
    </>
  );
}
