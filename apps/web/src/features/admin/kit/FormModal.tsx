import type { ReactNode } from 'react';
import { Modal } from 'antd';

/**
 * The console's edit dialog: 保存 / 取消, the save's progress on the button, and a form
 * rebuilt on every opening (destroyOnHidden; forceRender so `Form.useForm` has its form
 * before the first opening). `onSave` rejects when the form is invalid or the server says
 * no: the dialog stays open, the form or the toast shows why.
 */
export function FormModal({
  open,
  title,
  saving,
  onSave,
  onClose,
  width,
  children,
}: {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onSave(): Promise<unknown>;
  onClose(): void;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText="保存"
      cancelText="取消"
      width={width}
      confirmLoading={saving}
      onOk={() => void onSave().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {children}
    </Modal>
  );
}
