import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import type { ReactNode } from 'react';

/**
 * 已关注 / 互相关注 with the confirmation before unfollowing (antd's Popconfirm): loaded
 * only when the reader follows the person (FollowButton.tsx), so the follow button of a
 * visitor's page costs no antd code.
 */
export function UnfollowButton({
  nickname,
  pending,
  block,
  size,
  flag,
  children,
  onConfirm,
}: {
  nickname: string;
  pending: boolean;
  block?: boolean;
  size?: 'small' | 'middle';
  flag: number;
  children: ReactNode;
  onConfirm(): Promise<unknown>;
}) {
  return (
    <Popconfirm
      title={`不再关注 ${nickname}？`}
      okText="取消关注"
      cancelText="再想想"
      onConfirm={onConfirm}
    >
      <Button
        block={block}
        size={size}
        loading={pending}
        data-testid="follow-button"
        data-follow-flag={flag}
      >
        {children}
      </Button>
    </Popconfirm>
  );
}
