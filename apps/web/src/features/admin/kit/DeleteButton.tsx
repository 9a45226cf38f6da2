import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';

/**
 * 删除 on a console row, after a confirmation naming what goes (`删除分类「芯片动态」？`).
 * `name` labels the button for screen readers and tests (`删除 芯片动态`); `hint` says why
 * a disabled one is disabled.
 */
export function DeleteButton({
  confirm,
  description,
  name,
  onConfirm,
  disabled,
  hint,
}: {
  confirm: string;
  description?: ReactNode;
  name: string;
  onConfirm(): Promise<unknown>;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <Popconfirm
      title={confirm}
      description={description}
      okText="删除"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" danger disabled={disabled} title={hint} aria-label={`删除 ${name}`}>
        删除
      </Button>
    </Popconfirm>
  );
}
