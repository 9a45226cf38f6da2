import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DIALOG_Z_INDEX } from '@xinke/shared';
import { logout } from '../../lib/session';
import { accountKeys } from '../account/queries';

/** 退出登录 asks first (SPEC §4); the confirm dialog's code loads only when needed. */
export function useConfirmLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { default: Modal } = await import('antd/es/modal');
    Modal.confirm({
      title: '确定要退出登录吗？',
      okText: '退出登录',
      cancelText: '取消',
      zIndex: DIALOG_Z_INDEX,
      onOk: () => logout(queryClient, accountKeys.all),
    });
  }, [queryClient]);
}
