import { ReviewQueue } from '../../../../features/creator/ReviewQueue';
import research from '../../../ResearchPage.module.css';

/** /laboratory/creator/challenge-review: challenges on my specs, 通过 / 驳回 with a reason. */
export default function ChallengeReviewPage() {
  return (
    <div className={research.medium}>
      <h1>挑战审核</h1>
      <ReviewQueue kind="challenge" />
    </div>
  );
}
