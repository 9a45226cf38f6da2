import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { useMemberAction } from '../../layouts/header/use-header-actions';
import { hasToken } from '../../lib/credentials';
import styles from './FeaturedPage.module.css';

/** Sidebar greeting: visitors are invited to join, members to publish. */
export function WelcomeCard() {
  const isMember = hasToken();
  const { openLoginDialog } = useLoginDialog();
  const runMemberAction = useMemberAction();
  return (
    <section className={styles.welcome}>
      <h2 className={styles.welcomeTitle}>{isMember ? '今天想分享点什么？' : '欢迎来到芯客'}</h2>
      <p className={styles.welcomeText}>
        硬件爱好者的中文社区：晒装机、聊评测、做项目，发现和分享新科技产品。
      </p>
      {isMember ? (
        <button
          type="button"
          className={styles.welcomeButton}
          onClick={() => runMemberAction('/app/new-version/publish/post')}
        >
          发布帖子
        </button>
      ) : (
        <button type="button" className={styles.welcomeButton} onClick={openLoginDialog}>
          登录 / 注册
        </button>
      )}
    </section>
  );
}
