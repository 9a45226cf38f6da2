import { Alert } from 'antd';
import { WORK_REVIEW, WorkReview, type ContestWorkDetail } from '@xinke/shared';

const TYPE = {
  [WORK_REVIEW.unreviewed]: 'info',
  [WORK_REVIEW.approved]: 'success',
  [WORK_REVIEW.rejected]: 'error',
} as const;

/** My work's review state: 未审核 / 审核通过 / 审核未通过 with the reason. */
export function ReviewState({ work }: { work: ContestWorkDetail }) {
  const label = WorkReview.label(work.review_status);
  const rejected = work.review_status === WORK_REVIEW.rejected;
  return (
    <Alert
      showIcon
      type={TYPE[work.review_status as keyof typeof TYPE] ?? 'info'}
      title={`作品 No.${String(work.serial_num).padStart(3, '0')}：${label}`}
      description={rejected && work.reject_reason ? `原因：${work.reject_reason}` : undefined}
      data-testid="contest-review-state"
      style={{ marginBottom: 16 }}
    />
  );
}
