import { FeedbackForm } from '../../features/opinion/FeedbackForm';
import { MyFeedbackList } from '../../features/opinion/MyFeedbackList';
import styles from '../user-center/UserCenterPage.module.css';

/**
 * /app/new-version/more/user-feedback (SPEC §2, members): send feedback and read the
 * team's answers (docs/feedback.md). An answer also arrives as a system message.
 */
export default function UserFeedbackPage() {
  return (
    <div className={styles.page} data-testid="user-feedback-page">
      <h1 className={styles.title}>意见反馈</h1>
      <p>
        使用中遇到问题，或对芯客有想法，都可以告诉我们。工作人员会在 1–3
        个工作日内回复，回复会出现在下方“我的反馈”，并以系统消息通知你。
      </p>
      <FeedbackForm />
      <h2 className={styles.title} style={{ marginTop: 32 }}>
        我的反馈
      </h2>
      <MyFeedbackList />
    </div>
  );
}
