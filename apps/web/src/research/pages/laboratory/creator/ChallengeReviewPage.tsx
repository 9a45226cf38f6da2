import { ReviewQueue } from '../../../../features/creator/ReviewQueue';

/** /laboratory/creator/challenge-review: challenges on my specs, 通过 / 驳回 with a reason. */
export default function ChallengeReviewPage() {
  return (
    <div style={{ padding: 16, maxWidth: 1000, margin: '0 auto' }}>
      <h1>挑战审核</h1>
      <ReviewQueue kind="challenge" />
    </div>
  );
}
