import { Link } from 'react-router-dom';
import { MEMBER_TASK_LINKS, MemberTask, pendingMemberTasks, type UserInfo } from '@xinke/shared';
import box from './UserCenter.module.css';
import styles from './Home.module.css';

/**
 * 新手任务 on the user-center home: SPEC §3 `task` counts them (docs/user-center.md), and
 * this lists which are still open, each a link to where it is done. Hidden once all are.
 */
export function MemberTasks({ info }: { info: UserInfo }) {
  if (info.task === 0) return null;
  const pending = pendingMemberTasks(info);
  return (
    <section className={box.card} data-testid="member-tasks">
      <h2 className={box.cardTitle}>新手任务（{info.task} 项未完成）</h2>
      <ul className={styles.tasks}>
        {pending.map((key) => (
          <li key={key}>
            <Link to={MEMBER_TASK_LINKS[key]}>{MemberTask.label(key)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
