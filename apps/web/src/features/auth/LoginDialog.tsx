import Modal from 'antd/es/modal';
import { DIALOG_Z_INDEX } from '@xinke/shared';
import { LoginPanel } from './LoginPanel';

/** The login dialog (SPEC §2), opened and closed by the shared flag (useLoginDialog). */
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
      <div data-testid="login-dialog">
        <LoginPanel visible={open} />
      </div>
    </Modal>
  );
}
