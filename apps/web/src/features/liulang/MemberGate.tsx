import type { ReactNode } from 'react';
import { Button, Spin } from 'antd';
import { Navigate } from 'react-router-dom';
import type { ContractData, LiulangPageValue, liulangJoinInfo } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { useLoginDialog } from '../auth/login-dialog-context';
import { hasToken } from '../../lib/credentials';
import { LiulangFrame } from './LiulangFrame';
import { v2Path } from './paths';
import { useJoinInfo } from './queries';
import styles from './liulang.module.css';

type JoinInfo = ContractData<typeof liulangJoinInfo>;

/**
 * A V2 page about the member's own application: visitors are asked to log in; a member whose
 * state belongs to another page (get_join_info.page) is sent there, so an old link or the
 * back button never shows a stale state.
 */
export function MemberGate({
  pages,
  testId,
  children,
}: {
  pages: LiulangPageValue[];
  testId: string;
  children: (info: JoinInfo) => ReactNode;
}) {
  const { openLoginDialog } = useLoginDialog();
  const info = useJoinInfo();
  if (!hasToken())
    return (
      <LiulangFrame testId={testId}>
        <section className={`${styles.card} ${styles.result}`}>
          <p>登录后查看你的报名</p>
          <Button type="primary" onClick={openLoginDialog}>
            登录 / 注册
          </Button>
        </section>
      </LiulangFrame>
    );
  if (info.isError) return <ErrorView onRetry={() => void info.refetch()} />;
  if (!info.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!pages.includes(info.data.page as LiulangPageValue))
    return <Navigate to={v2Path(info.data.page as LiulangPageValue)} replace />;
  return <LiulangFrame testId={testId}>{children(info.data)}</LiulangFrame>;
}
