import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import QrcodeOutlined from '@ant-design/icons/es/icons/QrcodeOutlined';
import { FooterItemType } from '@xinke/shared';
import { HoverCard } from '../../components/HoverCard';
import { useFooterData } from '../../features/site/queries';
import { UserAvatar } from '../../components/UserAvatar';
import { useUserInfo } from '../../features/account/queries';
import { useConfirmLogout } from '../../features/auth/use-logout';
import { useSignInAction } from '../../features/growth/use-sign-in-action';
import { CREATE_ITEMS } from './nav-items';
import { useMemberAction } from './use-header-actions';
import styles from './SiteHeader.module.css';
import { ADMIN_URL, isStaff } from '../../features/admin/staff';

export function MenuList({ children }: { children: ReactNode }) {
  return (
    <ul className={styles.menuList} role="menu">
      {children}
    </ul>
  );
}

/** Creation-centre dropdown: create project / publish post / start a vote. */
export function CreationMenu() {
  const runMemberAction = useMemberAction();
  const content = (
    <MenuList>
      {CREATE_ITEMS.map((item) => (
        <li key={item.key}>
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => runMemberAction(item.to)}
          >
            {item.label}
          </button>
        </li>
      ))}
    </MenuList>
  );
  return (
    <HoverCard
      trigger={
        <button type="button" className={styles.textButton} aria-haspopup="true">
          创作中心 <DownOutlined className={styles.caret} />
        </button>
      }
    >
      {content}
    </HoverCard>
  );
}

/**
 * Avatar dropdown (members): personal center, the operator console for staff only, the
 * daily sign-in (今天已签到 once done), logout.
 */
export function UserMenu() {
  const { data: user } = useUserInfo();
  const confirmLogout = useConfirmLogout();
  const signIn = useSignInAction();
  const content = (
    <MenuList>
      <li>
        <Link className={styles.menuItem} to="/app/new-version/user-center">
          个人中心
        </Link>
      </li>
      {isStaff(user?.role) && (
        <li>
          <Link className={styles.menuItem} to={ADMIN_URL}>
            管理后台
          </Link>
        </li>
      )}
      <li>
        <button type="button" className={styles.menuItem} onClick={signIn.run}>
          {signIn.signedToday ? '今日已签到' : '每日签到'}
        </button>
      </li>
      <li>
        <button type="button" className={styles.menuItem} onClick={() => void confirmLogout()}>
          退出登录
        </button>
      </li>
    </MenuList>
  );
  return (
    <HoverCard
      align="end"
      trigger={
        <Link
          to="/app/new-version/user-center"
          className={styles.userLink}
          aria-label="个人中心"
          data-testid="header-user"
        >
          <UserAvatar src={user?.image_url || undefined} name={user?.nickname} size={32} />
          {user && (
            <span className={styles.nickname} data-name>
              {user.nickname}
            </span>
          )}
        </Link>
      }
    >
      {content}
    </HoverCard>
  );
}

/** Mini-program QR on hover; the image is the footer's mini-program hover item. */
export function MiniProgramQr() {
  const { data } = useFooterData();
  // The QR of the site settings; until one is set, the footer's 小程序 hover image.
  const qr =
    data?.site.mini_qr ||
    data?.object.find(
      (item) => item.type === FooterItemType.values.hoverImage && item.name.includes('小程序'),
    )?.value;
  const content = (
    <div className={styles.qr}>
      {qr ? <img src={qr} alt="芯客小程序二维码" width={140} height={140} /> : null}
      <span>微信扫码，打开芯客小程序</span>
    </div>
  );
  return (
    <HoverCard
      trigger={
        <span className={styles.iconButton} tabIndex={0} role="button" aria-label="芯客小程序">
          <QrcodeOutlined />
        </span>
      }
    >
      {content}
    </HoverCard>
  );
}
