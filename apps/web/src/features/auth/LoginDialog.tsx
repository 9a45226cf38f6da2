import Modal from 'antd/es/modal';
import { DIALOG_Z_INDEX } from '@xinke/shared';
import { Logo } from '../../components/Logo';
import styles from './LoginDialog.module.css';

/**
 * The login dialog frame. The four login forms (WeChat QR, phone code, password,
 * forgot password) arrive in a later issue; until then the frame says so honestly.
 */
export default function LoginDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={420}
      zIndex={DIALOG_Z_INDEX}
      centered
      destroyOnHidden
      title={null}
    >
      <div className={styles.body} data-testid="login-dialog">
        <Logo size={40} />
        <h2 className={styles.title}>加入友善的硬件社区，发现和分享新科技产品</h2>
        <p className={styles.notice}>登录功能即将开放，敬请期待。</p>
        <p className={styles.links}>
          登录即表示同意
          <a href="/app/new-version/aboutUs/userAgreement">《用户协议》</a>和
          <a href="/app/new-version/aboutUs/privacyPolicy">《隐私政策》</a>
        </p>
      </div>
    </Modal>
  );
}
