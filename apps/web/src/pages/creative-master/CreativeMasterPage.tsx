import { Alert, Button, Card, Space } from 'antd';
import { Link } from 'react-router-dom';
import { MasterApplicationStatus, MASTER_APPLICATION_STATUS } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { CreatorName } from '../../features/creator/CreatorName';
import { useMasters, useMyMasterStatus } from '../../features/creator/queries';
import { RESEARCH_BASE } from '../../research/research-routes';

/** My standing: already a master, an application under review or turned down, or none. */
function MyStatus() {
  const mine = useMyMasterStatus(true);
  if (!mine.data) return null;
  if (mine.data.x_up === 1)
    return (
      <Alert
        type="success"
        message="你已是创作达人"
        description={<Link to={`${RESEARCH_BASE}/laboratory/create`}>去实验室发布规格书</Link>}
      />
    );
  const a = mine.data.application;
  const apply = (
    <Link to="/app/new-version/creative-master/apply">
      <Button type="primary">申请成为创作达人</Button>
    </Link>
  );
  if (!a) return apply;
  return (
    <Alert
      data-testid="master-status"
      type={a.status === MASTER_APPLICATION_STATUS.rejected ? 'warning' : 'info'}
      message={`我的申请：${MasterApplicationStatus.label(a.status)}`}
      description={
        a.status === MASTER_APPLICATION_STATUS.rejected ? (
          <Space direction="vertical">
            <span>原因：{a.reason}</span>
            {apply}
          </Space>
        ) : (
          '我们会尽快审核，结果会通过系统消息通知你。'
        )
      }
    />
  );
}

/**
 * /creative-master: what a creative master is, the masters with their specs, and the
 * member's own application status.
 */
export default function CreativeMasterPage() {
  const masters = useMasters();
  return (
    <div style={{ padding: 16, maxWidth: 1100, margin: '0 auto', display: 'grid', gap: 16 }}>
      <Card>
        <h1>创作达人</h1>
        <p>
          创作达人是芯客认证的硬件创作者：可以在研究室实验室发布规格书（硬件项目的规格说明），
          设置挑战标签、审核大家提交的挑战与设计稿，并接受会员的支持。名字旁会显示「创作达人」标识。
        </p>
        <MyStatus />
      </Card>
      <h2>创作达人与他们的规格书</h2>
      {masters.data?.data.length === 0 && <EmptyState description="还没有创作达人" />}
      <div style={{ display: 'grid', gap: 12 }}>
        {masters.data?.data.map((m) => (
          <Card key={m.id} size="small">
            <CreatorName user={m} size={36} />
            {m.intro && <p>{m.intro}</p>}
            <Space wrap>
              {m.specs.map((s) => (
                <Link key={s.id} to={`${RESEARCH_BASE}/laboratory/${s.id}`}>
                  《{s.title}》
                </Link>
              ))}
            </Space>
          </Card>
        ))}
      </div>
    </div>
  );
}
