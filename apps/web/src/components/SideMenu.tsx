import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styles from './SideMenu.module.css';

export interface SideMenuGroup {
  /** Shown above the group's links on wide windows; a menu of one group may leave it out. */
  title?: string;
  links: { to: string; label: string }[];
}

/**
 * The side menu of the member's areas (user center, creation center): one look for both.
 * A link stays highlighted on its children; on narrow windows the menu becomes one row
 * scrolled sideways, with the current page brought into view.
 */
export function SideMenu({ label, groups }: { label: string; groups: SideMenuGroup[] }) {
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
    <nav ref={nav} className={styles.menu} aria-label={label} data-testid="side-menu">
      {groups.map((group, index) => (
        <section key={group.title ?? index} className={styles.group}>
          {group.title && <h2 className={styles.groupTitle}>{group.title}</h2>}
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
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
