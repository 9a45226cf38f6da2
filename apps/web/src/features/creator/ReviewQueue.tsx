import { Button, Card, Input, Modal, Segmented, Space, Tag } from 'antd';
import { SpecEntryStatus, type Challenge, type Design } from '@xinke/shared';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { CreatorName } from './CreatorName';
import { RemovedNotice } from './RemovedNotice';
import styles from './Creator.module.css';
import { useReview, useReviewChallenges, useReviewDesigns } from './queries';

type Entry = Challenge | Design;
const isDesign = (e: Entry): e is Design => 'images' in e;

function EntryBody({ entry }: { entry: Entry }) {
  if (!isDesign(entry))
    return (
      <>
        <strong>{entry.title}</strong>{' '}
        {entry.tags.map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
        <p className={styles.text}>{entry.content}</p>
      </>
    );
  return (
    <>
      <p className={styles.text}>{entry.description}</p>
      <Space wrap>
        {entry.images.map((src) => (
          <img key={src} src={src} alt="设计稿" width={160} className={styles.designImage} />
        ))}
      </Space>
    </>
  );
}

/**
 * What members brought to my specs, by state (default 待审核): 通过, or 驳回 with a reason
 * the proposer is told. One queue for challenges and designs.
 */
export function ReviewQueue({ kind }: { kind: 'challenge' | 'design' }) {
  const [status, setStatus] = useState(0);
  const challenges = useReviewChallenges(status);
  const designs = useReviewDesigns(status);
  const list = kind === 'challenge' ? challenges : designs;
  const review = useReview(kind);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const entries: Entry[] = list.data?.data ?? [];
  return (
    <div>
      <Segmented
        className={styles.filter}
        value={status}
        onChange={(v) => setStatus(Number(v))}
        options={SpecEntryStatus.options.filter((o) => kind === 'challenge' || o.value !== 3)}
      />
      <div className={styles.entries}>
        {list.isSuccess && entries.length === 0 && <EmptyState description="没有这个状态的内容" />}
        {entries.map((e) => (
          <Card
            key={e.id}
            size="small"
            title={`《${e.spec.title}》`}
            className={styles.entry}
            data-testid="review-entry"
          >
            <CreatorName user={e.user} />
            <div className={styles.entryBody}>
              <EntryBody entry={e} />
            </div>
            {e.reason && <p className={styles.reason}>驳回原因：{e.reason}</p>}
            <RemovedNotice reason={e.remove_reason} inline />
            {e.status === 0 && (
              <Space wrap>
                <Button
                  type="primary"
                  loading={review.isPending}
                  onClick={() => review.mutate({ id: e.id, reason: null })}
                >
                  通过
                </Button>
                <Button danger onClick={() => setRejecting(e.id)}>
                  驳回
                </Button>
              </Space>
            )}
          </Card>
        ))}
      </div>
      <Modal
        title="驳回原因"
        open={rejecting !== null}
        okText="驳回"
        okButtonProps={{ disabled: reason.trim() === '', danger: true }}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          if (rejecting === null) return;
          review.mutate(
            { id: rejecting, reason: reason.trim() },
            { onSuccess: () => (setRejecting(null), setReason('')) },
          );
        }}
      >
        <Input.TextArea
          value={reason}
          maxLength={200}
          showCount
          placeholder="告诉提交者为什么没有通过"
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </div>
  );
}
