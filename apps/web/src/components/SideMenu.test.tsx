import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CreationShell } from '../features/creation/CreationShell';
import { UserCenterMenu } from '../features/user-center/UserCenterMenu';
import styles from './SideMenu.module.css';

describe('one side menu for the creation center and the user center (issue 13 point 8)', () => {
  it('both render the shared SideMenu: same classes for menu, link and current link', () => {
    render(
      <MemoryRouter initialEntries={['/app/new-version/creation-center/post-manage']}>
        <CreationShell title="帖子管理">内容</CreationShell>
        <UserCenterMenu />
      </MemoryRouter>,
    );
    const creation = screen.getByRole('navigation', { name: '创作中心' });
    const user = screen.getByRole('navigation', { name: '个人中心' });
    for (const menu of [creation, user]) {
      expect(menu.className).toBe(styles.menu);
      expect(menu.getAttribute('data-testid')).toBe('side-menu');
      for (const link of menu.querySelectorAll('a')) expect(link.classList).toContain(styles.link);
    }
    const current = creation.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('帖子管理');
    expect(current?.className).toBe(`${styles.link} ${styles.active}`);
    // The creation center's single group has no title; the user center's groups do.
    expect(creation.querySelectorAll('h2')).toHaveLength(0);
    expect(user.querySelectorAll('h2').length).toBeGreaterThan(1);
  });
});
