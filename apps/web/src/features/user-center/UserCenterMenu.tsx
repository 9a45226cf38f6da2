import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { USER_CENTER_MENU, userCenterPath } from './nav';
import styles from './UserCenterMenu.module.css';

/**
 * The user center's side menu: every page of SPEC §2's user center, in groups. A link
 * stays highlighted on its children (电量明细 and 电量说明 under 我的电量; the three lists
 * of 项目管理). On narrow windows it becomes one row scrolled sideways.
 */
export function UserCenterMenu() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On the narrow row the current page may sit beyond the right edge: bring it into view
  // (sideways only, so the page itself does not scroll).
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav ref={nav} className={styles.menu} aria-label="个人中心">
      {USER_CENTER_MENU.map((group) => (
        <section key={group.title} className={styles.group}>
          <h2 className={styles.groupTitle}>{group.title}</h2>
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.segment}>
                <NavLink
                  to={userCenterPath(link.segment)}
                  className={({ isActive }) =>
                    isActive ? `${styles.link} ${styles.active}` : styles.link
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
