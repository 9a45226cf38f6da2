import { Link } from 'react-router-dom';
import Drawer from 'antd/es/drawer';
import { aboutUsPath } from '../../app/route-table';
import { hasToken } from '../../lib/credentials';
import { useConfirmLogout } from '../../features/auth/use-logout';
import { useSignInAction } from '../../features/growth/use-sign-in-action';
import { useMessageCounts } from '../../features/message/queries';
import { CountBadge } from '../../components/CountBadge';
import { useUserInfo } from '../../features/account/queries';
import { ADMIN_URL, isStaff } from '../../features/admin/staff';
import { HeaderSearch } from './HeaderSearch';
import { CREATE_ITEMS, MESSAGE_ITEMS, NAV_ITEMS, NOTICE_PATH } from './nav-items';
import { useMemberAction } from './use-header-actions';
import { NOTICE_NEW_TEXT } from './use-notice-marker';
import styles from './MobileMenu.module.css';

interface Props {
  open: boolean;
  onClose(): void;
  hasNewNotice: boolean;
  onNoticeSeen(): void;
}

/** The phone header's drawer: search, navigation, creation and member links. */
export default function MobileMenu({ open, onClose, hasNewNotice, onNoticeSeen }: Props) {
  const isMember = hasToken();
  const { data: user } = useUserInfo();
  const runMemberAction = useMemberAction();
  const confirmLogout = useConfirmLogout();
  const signIn = useSignInAction();
  const { data: counts } = useMessageCounts();
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} title="芯客">
      <div
        className={styles.body}
        onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}
      >
        <HeaderSearch onDone={onClose} />
        <h3 className={styles.heading}>浏览</h3>
        {NAV_ITEMS.map((item) => (
          <Link key={item.to} to={item.to} className={styles.link}>
            {item.label}
          </Link>
        ))}
        <Link to={NOTICE_PATH} className={styles.link} onClick={onNoticeSeen}>
          公告 {hasNewNotice && <span className={styles.newMarker}>{NOTICE_NEW_TEXT}</span>}
        </Link>
        <Link to={aboutUsPath(isMember)} className={styles.link}>
          关于我们
        </Link>
        <h3 className={styles.heading}>创作中心</h3>
        {CREATE_ITEMS.map((item) => (
          <button
            key={item.key}
            type="button"
            className={styles.link}
            onClick={() => {
              onClose();
              runMemberAction(item.to);
            }}
          >
            {item.label}
          </button>
        ))}
        {isMember && (
          <>
            <h3 className={styles.heading}>我的</h3>
            {MESSAGE_ITEMS.map((item) => (
              <Link key={item.to} to={item.to} className={styles.link}>
                {item.label} <CountBadge count={counts?.[item.count]} label={item.label} />
              </Link>
            ))}
            <Link to="/app/new-version/user-center" className={styles.link}>
              个人中心
            </Link>
            {isStaff(user?.role) && (
              <Link to={ADMIN_URL} className={styles.link}>
                管理后台
              </Link>
            )}
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                onClose();
                signIn.run();
              }}
            >
              {signIn.signedToday ? '今日已签到' : '每日签到'}
            </button>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                onClose();
                void confirmLogout();
              }}
            >
              退出登录
            </button>
          </>
        )}
      </div>
    </Drawer>
  );
}
