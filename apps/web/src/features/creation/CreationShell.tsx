import type { ReactNode } from 'react';
import { SideMenu } from '../../components/SideMenu';
import styles from './Creation.module.css';

const NV = '/app/new-version/creation-center';
const GROUPS = [
  {
    links: [
      { to: `${NV}/home`, label: '创作首页' },
      { to: `${NV}/post-manage`, label: '帖子管理' },
      { to: `${NV}/vote-manage`, label: '投票管理' },
      { to: `${NV}/collection-manage`, label: '收藏管理' },
    ],
  },
];

/** The creation center's side menu (the user center's SideMenu) around each of its pages. */
export function CreationShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SideMenu label="创作中心" groups={GROUPS} />
      <section className={styles.main} data-testid="creation-center">
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
