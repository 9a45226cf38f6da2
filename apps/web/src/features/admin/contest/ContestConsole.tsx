import { useState } from 'react';
import { Alert, Result, Tabs, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { USER_ROLE, formatDateTime } from '@xinke/shared';
import { useUserInfo } from '../../account/queries';
import { useAdminCrumb } from '../crumbs';
import { useContestActivity } from './queries';
import { WorksTab } from './WorksTab';
import { VotesTab } from './VotesTab';
import { ScoresTab } from './ScoresTab';
import { RankingTab } from './RankingTab';

/**
 * 作品评选 of one contest (docs/contest-console.md): review the works, void suspicious
 * votes, score as a judge, preview the ranking and (admins) export. After the results are
 * published every write is refused; the server's message says so.
 */
export function ContestConsole() {
  const { id } = useParams();
  const activeId = Number(id);
  const valid = Number.isInteger(activeId) && activeId > 0;
  if (!valid) return <Result status="404" title="活动不存在" />;
  return <ContestTabs activeId={activeId} />;
}

export function ContestTabs({ activeId }: { activeId: number }) {
  const { data: me } = useUserInfo();
  const { data: activity } = useContestActivity(activeId);
  const [tab, setTab] = useState('works');
  const title = activity?.title ?? `活动 #${activeId}`;
  useAdminCrumb(title);
  const isAdmin = me?.role === USER_ROLE.admin;
  const published = activity?.results_published_at ?? null;

  return (
    <section data-testid="admin-contest">
      <Typography.Title level={4}>作品评选 · {title}</Typography.Title>
      {published !== null && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`结果已于 ${formatDateTime(published)} 公布，审核、作废与评分不能再修改`}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'works', label: '作品审核', children: <WorksTab activeId={activeId} /> },
          { key: 'votes', label: '投票管理', children: <VotesTab activeId={activeId} /> },
          {
            key: 'scores',
            label: '评审打分',
            children: <ScoresTab activeId={activeId} kind={activity?.kind ?? ''} />,
          },
          {
            key: 'ranking',
            label: '排名与导出',
            children: <RankingTab activeId={activeId} isAdmin={isAdmin} />,
          },
        ]}
      />
    </section>
  );
}
