import { Card, Space, Statistic } from 'antd';
import { useParams } from 'react-router-dom';
import { ErrorView } from '../../../components/ErrorView';
import { UserAvatar } from '../../../components/UserAvatar';
import { CreatorBadge } from '../../../features/creator/CreatorBadge';
import { SpecCards } from '../../../features/creator/SpecCards';
import { useCreatorInfo, useProjects } from '../../../features/creator/queries';
import research from '../../ResearchPage.module.css';

/** /research/laboratory/personal/:id: a creator's profile (creator_info) and their specs. */
export default function CreatorPersonalPage() {
  const id = Number(useParams().id);
  const info = useCreatorInfo(id);
  const specs = useProjects({ creator_id: id, page_size: 24 });
  if (info.isError) return <ErrorView onRetry={() => void info.refetch()} />;
  const c = info.data;
  return (
    <div className={`${research.page} ${research.stack}`}>
      {c && (
        <Card>
          <Space align="center" wrap>
            <UserAvatar src={c.image_url} name={c.nickname} size={64} alt="" />
            <h1 className={research.title}>{c.nickname}</h1>
            <CreatorBadge xUp={c.x_up} />
          </Space>
          {c.intro && <p>{c.intro}</p>}
          <Space size="large" wrap>
            <Statistic title="规格书" value={c.spec_count} />
            <Statistic title="挑战" value={c.challenge_count} />
            <Statistic title="设计稿" value={c.design_count} />
            <Statistic title="支持者" value={c.supporter_count} />
          </Space>
        </Card>
      )}
      <SpecCards specs={specs.data?.data ?? []} empty="还没有公开的规格书" />
    </div>
  );
}
