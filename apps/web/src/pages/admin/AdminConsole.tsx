import { Layout, Menu } from 'antd';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuditLogPanel } from '../../features/admin/AuditLogPanel';
import { HotKeywordsPanel } from '../../features/admin/HotKeywordsPanel';
import { ADMIN_URL } from '../../features/admin/staff';
import { FEATURED_URL, NOT_FOUND_PATH } from '../../lib/navigation';
import styles from './AdminConsole.module.css';

/** The console's sections; later issues add theirs here (docs/admin.md). */
const SECTIONS = [
  { path: 'hot-keywords', label: '热门搜索', element: <HotKeywordsPanel /> },
  { path: 'audit-log', label: '操作日志', element: <AuditLogPanel /> },
] as const;

/** 管理后台: a side menu of sections and the chosen one; a lazily loaded chunk of its own. */
export default function AdminConsole() {
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => pathname.startsWith(`${ADMIN_URL}/${s.path}`))?.path;
  return (
    <Layout className={styles.console} data-testid="admin-console">
      <Layout.Sider breakpoint="md" collapsedWidth={0} theme="light" className={styles.sider}>
        <div className={styles.brand}>管理后台</div>
        <Menu
          mode="inline"
          selectedKeys={current ? [current] : []}
          items={[
            ...SECTIONS.map((s) => ({
              key: s.path,
              label: <Link to={`${ADMIN_URL}/${s.path}`}>{s.label}</Link>,
            })),
            { key: 'site', label: <Link to={FEATURED_URL}>返回社区</Link> },
          ]}
        />
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        <Routes>
          <Route index element={<Navigate to={`${ADMIN_URL}/${SECTIONS[0].path}`} replace />} />
          {SECTIONS.map((s) => (
            <Route key={s.path} path={s.path} element={s.element} />
          ))}
          <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
