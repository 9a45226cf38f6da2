import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import type { Circle } from '@xinke/shared';
import { useMemberAction } from '../../layouts/header/use-header-actions';
import { CircleStats } from './CircleCard';
import { JoinButton } from './JoinButton';
import styles from './Circle.module.css';
import { UserAvatar } from '../../components/UserAvatar';

/** The publish form with this circle preselected (it reads ?circle_id=). */
export const publishInCirclePath = (id: number) => `/app/new-version/publish/post?circle_id=${id}`;

/** The top of a circle page: picture, name, description, counts, join and 发帖. */
export function CircleHeader({ circle }: { circle: Circle }) {
  // Publishing is for members: a visitor gets the login dialog (SPEC §2).
  const runMemberAction = useMemberAction();
  return (
    <section className={styles.header} data-testid="circle-header">
      <UserAvatar
        src={circle.image_url}
        name={circle.name}
        shape="square"
        alt=""
        className={styles.headerImage}
      />
      <div className={styles.headerBody}>
        <h1 className={styles.headerName} data-testid="circle-title">
          {circle.name}
          {circle.circle_tag && <span className={styles.category}>{circle.circle_tag}</span>}
        </h1>
        <p className={styles.headerDescription}>{circle.description || '这个圈子还没有简介'}</p>
        <CircleStats circle={circle} />
      </div>
      <div className={styles.headerActions}>
        <JoinButton circle={circle} large />
        <button
          type="button"
          className={styles.publish}
          data-testid="circle-publish"
          onClick={() => runMemberAction(publishInCirclePath(circle.id))}
        >
          <EditOutlined /> 发帖
        </button>
      </div>
    </section>
  );
}
