import { useMemo, useState } from 'react';
import { Breadcrumb, Layout, Menu, Result } from 'antd';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { MSG } from '@xinke/shared';
import { AdminCrumbContext } from '../../features/admin/crumbs';
import { ADMIN_URL, roleReaches, type StaffRoleValue } from '../../features/admin/staff';
import { FEATURED_URL, NOT_FOUND_PATH } from '../../lib/navigation';
import { ADMIN_GROUPS } from './sections';
import styles from './AdminConsole.module.css';

const sectionUrl = (path: string) => `${ADMIN_URL}/${path}`;

/**
 * 管理后台 (docs/admin.md): a side menu of the sections the reader's role reaches, grouped;
 * a breadcrumb; the chosen section. A lazily loaded chunk of its own (AdminGate).
 */
export default function AdminConsole({ role }: { role: StaffRoleValue }) {
  const { pathname } = useLocation();
  const [extraCrumb, setExtraCrumb] = useState<string | null>(null);

  const groups = useMemo(
    () =>
      ADMIN_GROUPS.map((g) => ({
        ...g,
        sections: g.sections.filter((s) => roleReaches(role, s.minRole)),
      })).filter((g) => g.sections.length > 0),
    [role],
  );
  const all = ADMIN_GROUPS.flatMap((g) => g.sections.map((s) => ({ group: g, section: s })));
  const current = all.find(
    ({ section }) =>
      pathname === sectionUrl(section.path) || pathname.startsWith(`${sectionUrl(section.path)}/`),
  );
  const first = groups[0]?.sections[0];

  return (
    <Layout className={styles.console} data-testid="admin-console">
      <Layout.Sider breakpoint="md" collapsedWidth={0} theme="light" className={styles.sider}>
        <div className={styles.brand}>管理后台</div>
        <Menu
          mode="inline"
          selectedKeys={current ? [current.section.path] : []}
          defaultOpenKeys={groups.map((g) => g.key)}
          items={[
            ...groups.map((g) => ({
              key: g.key,
              type: 'group' as const,
              label: g.label,
              children: g.sections.map((s) => ({
                key: s.path,
                label: <Link to={sectionUrl(s.path)}>{s.label}</Link>,
              })),
            })),
            { key: 'site', label: <Link to={FEATURED_URL}>返回社区</Link> },
          ]}
        />
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        {current && (
          <Breadcrumb
            className={styles.crumbs}
            items={[
              { title: <Link to={ADMIN_URL}>管理后台</Link> },
              { title: current.group.label },
              {
                title: extraCrumb ? (
                  <Link to={sectionUrl(current.section.path)}>{current.section.label}</Link>
                ) : (
                  current.section.label
                ),
              },
              ...(extraCrumb ? [{ title: extraCrumb }] : []),
            ]}
          />
        )}
        <AdminCrumbContext.Provider value={setExtraCrumb}>
          <Routes>
            <Route
              index
              element={first ? <Navigate to={sectionUrl(first.path)} replace /> : null}
            />
            {all.map(({ section }) => (
              <Route
                key={section.path}
                path={`${section.path}/*`}
                element={
                  roleReaches(role, section.minRole) ? (
                    section.element
                  ) : (
                    <Result status="403" title="403" subTitle={MSG.adminOnly} />
                  )
                }
              />
            ))}
            <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
          </Routes>
        </AdminCrumbContext.Provider>
      </Layout.Content>
    </Layout>
  );
}
