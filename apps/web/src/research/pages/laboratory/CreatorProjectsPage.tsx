import { Button, InputNumber, Popconfirm, Space, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { SPEC_STATUS, SpecStatus, type SpecCard } from '@xinke/shared';
import { RemovedNotice } from '../../../features/creator/RemovedNotice';
import { priceText } from '../../../features/creator/SpecCards';
import {
  useCancelSpec,
  useDeleteSpec,
  useMyProjects,
  useSetPrice,
} from '../../../features/creator/queries';
import { RESEARCH_BASE } from '../../research-routes';
import research from '../../ResearchPage.module.css';
import styles from './CreatorProjectsPage.module.css';

const LAB = `${RESEARCH_BASE}/laboratory`;

/** A cancelled spec is finished, and one staff took down is locked until they restore it. */
const editable = (status: number) =>
  status !== SPEC_STATUS.cancelled && status !== SPEC_STATUS.removed;

function PriceEditor({ spec }: { spec: SpecCard }) {
  const [yuan, setYuan] = useState<number | null>(spec.price / 100);
  const setPrice = useSetPrice();
  return (
    <Space.Compact>
      <InputNumber
        min={0}
        max={1_000_000}
        precision={2}
        value={yuan}
        onChange={setYuan}
        className={styles.price}
      />
      <Button
        loading={setPrice.isPending}
        onClick={() => setPrice.mutate({ id: spec.id, price: Math.round((yuan ?? 0) * 100) })}
      >
        定价
      </Button>
    </Space.Compact>
  );
}

/** /research/laboratory/creator/projects: my specs with 编辑 / 定价 / 取消 / 删除. */
export default function CreatorProjectsPage() {
  const [page, setPage] = useState(1);
  const list = useMyProjects(page);
  const cancel = useCancelSpec();
  const remove = useDeleteSpec();
  return (
    <div className={research.page}>
      <Space wrap className={research.header}>
        <h1>我的规格书</h1>
        <Space wrap>
          <Link to={`${LAB}/create`}>
            <Button type="primary">发布规格书</Button>
          </Link>
          <Link to={`${LAB}/creator/challenge-review`}>挑战审核</Link>
          <Link to={`${LAB}/creator/design-review`}>设计审核</Link>
          <Link to={`${LAB}/creator/challenge-support`}>项目支持</Link>
        </Space>
      </Space>
      <Table<SpecCard>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data}
        scroll={{ x: 720 }}
        pagination={{
          current: page,
          total: list.data?.paginate.total,
          pageSize: list.data?.paginate.per_page,
          onChange: setPage,
        }}
        columns={[
          {
            title: '标题',
            className: research.textCell,
            render: (_, s) => <Link to={`${LAB}/${s.id}`}>{s.title}</Link>,
          },
          {
            title: '状态',
            className: research.textCell,
            render: (_, s) => (
              <>
                <Tag color={s.status === SPEC_STATUS.removed ? 'red' : undefined}>
                  {SpecStatus.label(s.status)}
                </Tag>
                <RemovedNotice reason={s.remove_reason} inline />
              </>
            ),
          },
          { title: '价格', className: research.nowrap, render: (_, s) => priceText(s.price) },
          {
            title: '挑战/设计稿/支持',
            className: research.nowrap,
            render: (_, s) => `${s.challenge_count} / ${s.design_count} / ${s.supporter_count}`,
          },
          {
            title: '操作',
            render: (_, s) => (
              <Space wrap>
                {editable(s.status) && <Link to={`${LAB}/edit/${s.id}`}>编辑</Link>}
                {editable(s.status) && <PriceEditor spec={s} />}
                {s.status === SPEC_STATUS.published && (
                  <Popconfirm
                    title="取消后规格书不再公开，确定取消？"
                    onConfirm={() => cancel.mutate(s.id)}
                  >
                    <Button size="small">取消</Button>
                  </Popconfirm>
                )}
                {s.status !== SPEC_STATUS.published && (
                  <Popconfirm
                    title="删除后不可恢复，确定删除？"
                    onConfirm={() => remove.mutate(s.id)}
                  >
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
