import type { ReactNode } from 'react';
import { Modal } from 'antd';

/**
 * The console's edit dialog: 保存 (or `okText`) / 取消, the save's progress on the button, and a form
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
  okText = '保存',
  children,
}: {
  open: boolean;
  title: ReactNode;
  saving: boolean;
  onSave(): Promise<unknown>;
  onClose(): void;
  width?: number;
  /** The confirm button's words when the dialog does more than save (确认拒绝). */
  okText?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
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
