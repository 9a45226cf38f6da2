import { ReviewQueue } from '../../../../features/creator/ReviewQueue';
import research from '../../../ResearchPage.module.css';

/** /laboratory/creator/design-review: designs for my specs, 通过 / 驳回 with a reason. */
export default function DesignReviewPage() {
  return (
    <div className={research.medium}>
      <h1>设计审核</h1>
      <ReviewQueue kind="design" />
    </div>
  );
}
