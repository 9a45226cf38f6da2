import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { v2Path } from './paths';
import styles from './liulang.module.css';

/** The standalone frame of every V2 page: the programme's name and the way back to the round. */
export function LiulangFrame({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className={styles.frame} data-testid={testId}>
      <header className={styles.brand}>
        <h1>流浪地球计划</h1>
        <Link to={v2Path('index')}>本期活动</Link>
      </header>
      {children}
    </div>
  );
}
