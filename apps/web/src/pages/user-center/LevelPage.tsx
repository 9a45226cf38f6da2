import Progress from 'antd/es/progress';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@xinke/shared';
import { useUserInfo } from '../../features/account/queries';
import { QueryGate } from '../../features/account/QueryGate';
import { levelProgress } from '../../features/growth/level-progress';
import { LevelTable } from '../../features/growth/RuleTables';
import { SignInButton } from '../../features/growth/SignInButton';
import growth from '../../features/growth/Growth.module.css';
import styles from './UserCenterPage.module.css';

function LevelCard({ info }: { info: UserInfo }) {
  const top = info.next_level_ele <= info.ele;
  return (
    <div className={growth.levelCard} data-testid="level-card">
      <img src={info.level_image} alt="" width={64} height={64} />
      <div className={growth.levelInfo}>
        <h2 className={growth.levelName}>{info.level_name}</h2>
        <p>
          当前电量 <strong>{info.ele}</strong>
          {top ? '，已是最高等级' : `，距下一等级还需 ${info.next_level_ele - info.ele} 电量`}
        </p>
        <Progress
          percent={levelProgress(info)}
          format={() => (top ? '满级' : `${info.ele}/${info.next_level_ele}`)}
          aria-label="升级进度"
        />
      </div>
      <SignInButton />
    </div>
  );
}

/** /app/new-version/user-center/level: my level, progress to the next, the level table. */
export default function LevelPage() {
  const info = useUserInfo();
  return (
    <div className={styles.page} data-testid="level-page">
      <h1 className={styles.title}>我的等级</h1>
      <QueryGate query={info}>
        {(data) => (
          <>
            <LevelCard info={data} />
            <h2 className={growth.sectionTitle}>等级说明</h2>
            <LevelTable ele={data.ele} />
            <p>
              如何获得电量？见{' '}
              <Link to="/app/new-version/user-center/electricity/electricity-desc">电量说明</Link>。
            </p>
          </>
        )}
      </QueryGate>
    </div>
  );
}
