import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import { LOGGED_OUT_TIP_HIDE_MS, LOGGED_OUT_TIP_SHOW_MS, xgoMessageTip } from '@xinke/shared';
import { useLoginDialog } from '../features/auth/login-dialog-context';
import { api } from '../lib/api';
import { hasToken } from '../lib/credentials';
import { LOGIN_PATH } from '../lib/navigation';
import styles from './LoggedOutTip.module.css';

/**
 * SPEC §4 logged-out message tip: a visitor entering the layout sees the tip of
 * /xgo/v1/web/message/tip 1.5 s later, until 10 s after entering (both timers start with
 * the layout, which stays mounted while the visitor moves between its pages, so the tip
 * shows once per visit), with a login button that opens the login dialog.
 */
export function LoggedOutTip() {
  const isVisitor = !hasToken();
  const { isOpen: isLoginOpen, openLoginDialog } = useLoginDialog();
  const onLoginPage = useLocation().pathname.startsWith(LOGIN_PATH);
  const [phase, setPhase] = useState<'waiting' | 'shown' | 'done'>('waiting');
  const tip = useQuery({
    queryKey: ['message-tip'],
    queryFn: () => api(xgoMessageTip, undefined, { silent: true }),
    enabled: isVisitor,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!isVisitor) return undefined;
    const show = window.setTimeout(() => setPhase('shown'), LOGGED_OUT_TIP_SHOW_MS);
    const hide = window.setTimeout(() => setPhase('done'), LOGGED_OUT_TIP_HIDE_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [isVisitor]);
  const text = tip.data?.tip;
  // Not over a login form: the visitor is already where the tip would send them.
  if (!isVisitor || phase !== 'shown' || !text || isLoginOpen || onLoginPage) return null;
  return (
    <div className={styles.tip} role="status" data-testid="logged-out-tip">
      <BellOutlined className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={styles.login}
        onClick={() => {
          setPhase('done');
          openLoginDialog();
        }}
      >
        登录
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label="关闭提示"
        onClick={() => setPhase('done')}
      >
        <CloseOutlined />
      </button>
    </div>
  );
}
