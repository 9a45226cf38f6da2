import { useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Image, Input, Space, Tag, Typography } from 'antd';
import {
  MSG,
  WORK_LIMITS,
  WORK_REVIEW,
  formatDateTime,
  type AdminContestWork,
} from '@xinke/shared';
import { RichContent } from '../../editor/RichContent';
import { useWorkReview } from './queries';
import { ReviewTag } from './WorksTab';

export const REJECT_PICKS = ['图片不清晰', '与主题无关', '非原创作品'] as const;

/** One work in full, then 通过 / 不通过 (a rejection needs a reason the entrant will read). */
export function ReviewDrawer({
  work,
  onClose,
}: {
  work: AdminContestWork | null;
  onClose(): void;
}) {
  return (
    <Drawer
      open={work !== null}
      onClose={onClose}
      size={640}
      title={work ? `No.${work.serial_num} ${work.name}` : ''}
      destroyOnHidden
    >
      {work && <ReviewBody key={work.id} work={work} onDone={onClose} />}
    </Drawer>
  );
}

function ReviewBody({ work, onDone }: { work: AdminContestWork; onDone(): void }) {
  const review = useWorkReview();
  const [reason, setReason] = useState(work.reject_reason);
  const [missing, setMissing] = useState(false);
  const [deciding, setDeciding] = useState<number | null>(null);
  const images = [work.cover, ...work.image].filter(Boolean);

  const decide = (status: typeof WORK_REVIEW.approved | typeof WORK_REVIEW.rejected) => {
    const text = reason.trim();
    if (status === WORK_REVIEW.rejected && !text) {
      setMissing(true);
      return;
    }
    setDeciding(status);
    review.mutate(
      { id: work.id, review_status: status, reason: status === WORK_REVIEW.rejected ? text : '' },
      { onSuccess: onDone },
    );
  };

  return (
    <div data-testid="contest-review-drawer">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Image.PreviewGroup>
          <Flex wrap gap={8}>
            {images.map((src, i) => (
              <Image
                key={`${src}-${i}`}
                src={src}
                width={120}
                height={90}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="状态">
            <ReviewTag status={work.review_status} />
            {work.reviewed_by &&
              ` ${work.reviewed_by.nickname}${work.review_time ? ` · ${formatDateTime(work.review_time)}` : ''}`}
          </Descriptions.Item>
          <Descriptions.Item label="参赛者">
            {/* Wallpaper and photo entrants enrol on upload: no phone or email (docs/contest.md). */}
            {work.user.nickname}（{work.enrolment.user_name}
            {work.enrolment.phone ? ` · ${work.enrolment.phone}` : ''}
            {work.enrolment.email ? ` · ${work.enrolment.email}` : ''}）
          </Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatDateTime(work.update_time)}</Descriptions.Item>
          {/* Only the desktop-build contest has 主机配置 (WORK_RULES_BY_KIND). */}
          {work.computer_model && (
            <Descriptions.Item label="配置">{work.computer_model}</Descriptions.Item>
          )}
          <Descriptions.Item label="简介">{work.desc || '—'}</Descriptions.Item>
          <Descriptions.Item label="票数">
            {work.vote_count}（可疑 {work.flagged_votes}，已作废 {work.voided_votes}）
          </Descriptions.Item>
        </Descriptions>
        {work.content ? (
          <RichContent html={work.content} />
        ) : (
          <Typography.Text type="secondary">没有作品介绍</Typography.Text>
        )}
        <div>
          <Typography.Text strong>不通过的原因（作者可见）</Typography.Text>
          <Space wrap size={4} style={{ margin: '8px 0' }}>
            {REJECT_PICKS.map((p) => (
              <Tag.CheckableTag
                key={p}
                checked={reason === p}
                onChange={() => {
                  setReason(p);
                  setMissing(false);
                }}
              >
                {p}
              </Tag.CheckableTag>
            ))}
          </Space>
          <Input.TextArea
            aria-label="不通过的原因"
            value={reason}
            maxLength={WORK_LIMITS.rejectReason}
            status={missing ? 'error' : undefined}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <Typography.Text type="danger">{MSG.contestRejectReasonRequired}</Typography.Text>
          )}
        </div>
        <Space>
          <Button
            type="primary"
            data-testid="contest-approve"
            loading={review.isPending && deciding === WORK_REVIEW.approved}
            disabled={review.isPending}
            onClick={() => decide(WORK_REVIEW.approved)}
          >
            通过
          </Button>
          <Button
            danger
            data-testid="contest-reject"
            loading={review.isPending && deciding === WORK_REVIEW.rejected}
            disabled={review.isPending}
            onClick={() => decide(WORK_REVIEW.rejected)}
          >
            不通过
          </Button>
        </Space>
      </Space>
    </div>
  );
}
