import { ReviewQueue } from '../../../../features/creator/ReviewQueue';

/** /laboratory/creator/design-review: designs for my specs, 通过 / 驳回 with a reason. */
export default function DesignReviewPage() {
  return (
    <div style={{ padding: 16, maxWidth: 1000, margin: '0 auto' }}>
      <h1>设计审核</h1>
      <ReviewQueue kind="design" />
    </div>
  );
}
