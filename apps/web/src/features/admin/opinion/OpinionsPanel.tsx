import { useState } from 'react';
import { Button, Form, Image, Input, Radio, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  MSG,
  OPINION_LIMITS,
  OPINION_STATUS,
  OpinionStatus,
  OpinionType,
  type AdminOpinion,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { FilterSelect } from '../kit/FilterSelect';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { useAdminOpinions, useOpinionAnswer } from './queries';
import { FormModal } from '../kit/FormModal';

const STATUS_COLOR: Record<number, string> = {
  [OPINION_STATUS.pending]: 'gold',
  [OPINION_STATUS.answered]: 'green',
  [OPINION_STATUS.closed]: 'default',
};
const time = (s: number | null) => (s === null ? '—' : dayjs.unix(s).format('YYYY-MM-DD HH:mm'));

interface AnswerForm {
  status: number;
  answer: string;
}

/**
 * 意见反馈 (docs/feedback.md): members' feedback, newest first, filtered by status, kind and
 * text. 回复 sets the answer and status; a new answer reaches the member as a system message
 * and on their feedback page.
 */
export function OpinionsPanel() {
  const table = useAdminTableState(['status', 'type', 'keyword']);
  const { data, isPending, isError, refetch } = useAdminOpinions(table.filters, table.page);
  const answer = useOpinionAnswer();
  const [editing, setEditing] = useState<AdminOpinion | null>(null);
  const [form] = Form.useForm<AnswerForm>();

  const open = (o: AdminOpinion) => {
    setEditing(o);
    form.setFieldsValue({
      status: o.status === OPINION_STATUS.pending ? OPINION_STATUS.answered : o.status,
      answer: o.answer,
    });
  };
  const save = async () => {
    const v = await form.validateFields();
    if (!editing) return;
    await answer.mutateAsync({ id: editing.id, status: v.status, answer: v.answer ?? '' });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminOpinion> = [
    {
      title: '反馈',
      key: 'content',
      render: (_, o) => (
        <div data-testid="admin-opinion-row" data-row-key={o.id}>
          <Space size={4} wrap>
            <Tag>{OpinionType.label(o.type)}</Tag>
            <Tag color={STATUS_COLOR[o.status]}>{OpinionStatus.label(o.status)}</Tag>
          </Space>
          <Typography.Paragraph style={{ margin: '6px 0', whiteSpace: 'pre-wrap' }}>
            {o.content}
          </Typography.Paragraph>
          {o.images.length > 0 && (
            <Image.PreviewGroup>
              <Space size={4} wrap>
                {o.images.map((url) => (
                  <Image
                    key={url}
                    src={url}
                    width={64}
                    height={64}
                    style={{ objectFit: 'cover' }}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          {o.answer && (
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
              回复（{o.answer_by || '—'}）：{o.answer}
            </Typography.Paragraph>
          )}
        </div>
      ),
    },
    {
      title: '用户',
      key: 'user',
      width: 160,
      render: (_, o) => (
        <>
          <div>{o.user.nickname}</div>
          <Typography.Text type="secondary">id {o.user.id}</Typography.Text>
          {o.contact && <div>联系：{o.contact}</div>}
        </>
      ),
    },
    { title: '提交时间', key: 'create_time', width: 150, render: (_, o) => time(o.create_time) },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, o) => (
        <Button size="small" onClick={() => open(o)} aria-label={`回复反馈 ${o.id}`}>
          回复
        </Button>
      ),
    },
  ];

  return (
    <section data-testid="admin-opinions">
      <Typography.Title level={4}>意见反馈</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          label="状态"
          allLabel="全部状态"
          value={table.filters.status}
          options={OpinionStatus.options}
          width={130}
          onChange={(v) => table.setFilters({ status: v })}
        />
        <FilterSelect
          label="类型"
          allLabel="全部类型"
          value={table.filters.type}
          options={OpinionType.options}
          width={140}
          onChange={(v) => table.setFilters({ type: v })}
        />
        <Input.Search
          defaultValue={table.filters.keyword}
          placeholder="搜索内容或联系方式"
          allowClear
          maxLength={OPINION_LIMITS.keywordMax}
          style={{ width: 240 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
      </Space>
      <Table<AdminOpinion>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '没有符合条件的反馈' }}
        scroll={{ x: 760 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title="回复反馈"
        width={600}
        saving={answer.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {editing.content}
          </Typography.Paragraph>
        )}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="status" label="状态">
            <Radio.Group
              options={OpinionStatus.options.map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
          <Form.Item
            name="answer"
            label="回复内容（保存新的回复会以系统消息通知用户）"
            dependencies={['status']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  getFieldValue('status') === OPINION_STATUS.answered && !value?.trim()
                    ? Promise.reject(new Error(MSG.opinionAnswerRequired))
                    : Promise.resolve(),
              }),
              { max: OPINION_LIMITS.answerMax, message: MSG.opinionAnswerTooLong },
            ]}
          >
            <Input.TextArea
              rows={5}
              showCount
              maxLength={OPINION_LIMITS.answerMax}
              data-testid="opinion-answer"
            />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
