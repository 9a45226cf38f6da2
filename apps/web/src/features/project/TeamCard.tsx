import Card from 'antd/es/card';
import { Link } from 'react-router-dom';
import { Occupation, type ProjectDetail } from '@xinke/shared';
import { OccupationTag } from '../../components/OccupationTag';
import { UserAvatar } from '../../components/UserAvatar';
import { JoinPanel } from './JoinPanel';
import { JoinRequests } from './JoinRequests';
import styles from './ProjectDetail.module.css';

/**
 * 团队: the members with their occupation labels in their colours; under them the owner's
 * pending requests, or for anyone else the way to join.
 */
export function TeamCard({ project }: { project: ProjectDetail }) {
  const mine = project.is_mine === 1;
  return (
    <Card title={`团队（${project.team.length}）`}>
      <ul className={styles.team} data-testid="project-team">
        {project.team.map((m) => (
          <li key={m.user.id} className={styles.member} data-testid="team-member">
            <Link to={`/app/new-version/homepage/${m.user.id}`} className={styles.memberName}>
              <UserAvatar src={m.user.image_url} name={m.user.nickname} size={28} alt="" />
              {m.user.nickname}
            </Link>
            <OccupationTag occupation={Occupation.label(m.label)} />
            {m.is_owner === 1 && <span className={styles.ownerMark}>发起人</span>}
          </li>
        ))}
      </ul>
      {mine ? (
        <JoinRequests requests={project.pending} />
      ) : (
        <JoinPanel projectId={project.id} myJoin={project.my_join} />
      )}
    </Card>
  );
}
