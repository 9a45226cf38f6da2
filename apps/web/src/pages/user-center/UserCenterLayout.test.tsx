import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { USER_CENTER_MENU } from '../../features/user-center/nav';
import UserCenterLayout from './UserCenterLayout';

const UC = '/app/new-version/user-center';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={UC} element={<UserCenterLayout />}>
          <Route path="*" element={<p data-testid="child">页面内容</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const menu = () => within(screen.getByRole('navigation', { name: '个人中心' }));

describe('the user-center frame', () => {
  it('a side menu with every user-center page of SPEC §2, in groups, beside the page', () => {
    renderAt(`${UC}/home`);
    expect(screen.getByTestId('child')).toBeTruthy();
    expect(
      menu()
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['概览', '成长', '社交', '项目', '账号']);
    const hrefs = menu()
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      [
        'home',
        'message',
        'level',
        'electricity',
        'medal',
        'privilege',
        'follow',
        'fans',
        'project-manage',
        'setting',
        'safety',
      ].map((segment) => `${UC}/${segment}`),
    );
    expect(USER_CENTER_MENU.flatMap((g) => g.links)).toHaveLength(11);
  });

  it.each([
    [`${UC}/home`, '个人中心'],
    [`${UC}/electricity/electricity-desc`, '我的电量'],
    [`${UC}/project-manage/generated-project`, '项目管理'],
    [`${UC}/fans`, '我的粉丝'],
  ])('%s highlights %s', (url, label) => {
    renderAt(url);
    const current = menu()
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });
});
