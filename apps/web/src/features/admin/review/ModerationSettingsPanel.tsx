import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal, Radio, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  MSG,
  ModerationMode,
  SENSITIVE_WORD_MAX_LENGTH,
  formatDateTime,
  type SensitiveWord,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { toast } from '../../../lib/toast';
import { useUserInfo } from '../../account/queries';
import { serverPagination } from '../server-pagination';
import type { StaffRoleValue } from '../staff';
import { useAdminTableState } from '../table-state';
import {
  useAddSensitiveWord,
  useAddSensitiveWords,
  useDeleteSensitiveWord,
  useModerationSettings,
  useSensitiveWords,
  useSetModerationMode,
} from './queries';
import { DeleteButton } from '../kit/DeleteButton';

/** 审核模式: admins switch it (every node obeys the next post); moderators read it. */
function ModeCard({ role }: { role: StaffRoleValue }) {
  const { data, isError, refetch } = useModerationSettings();
  const save = useSetModerationMode();
  const isAdmin = role === 'admin';
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const choose = (mode: string) =>
    Modal.confirm({
      title: `切换为「${ModerationMode.label(mode)}」？`,
      content:
        mode === 'pre'
          ? '之后所有新发和编辑的帖子都要审核员通过后才会公开。'
          : '之后不含敏感词的帖子会立即公开，含敏感词的仍进入审核队列。',
      okText: '切换',
      cancelText: '取消',
      onOk: async () => {
        await save.mutateAsync(mode);
        toast.success(MSG.moderationModeSaved);
      },
    });
  return (
    <Card title="审核模式" size="small">
      <div data-testid="moderation-mode">
        <Radio.Group
          aria-label="审核模式"
          value={data?.mode}
          disabled={!isAdmin || !data}
          onChange={(e) => choose(String(e.target.value))}
          options={ModerationMode.options.map((o) => ({ value: o.value, label: o.label }))}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {data && !data.saved && `当前使用默认值（环境变量 MODERATION=${data.default_mode}）。`}
          {isAdmin ? '切换后所有服务器节点立即生效。' : '只有管理员可以修改审核模式。'}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}

function BulkAdd({ open, onClose }: { open: boolean; onClose(): void }) {
  const [text, setText] = useState('');
  const add = useAddSensitiveWords();
  const [summary, setSummary] = useState<string | null>(null);
  const submit = async () => {
    if (text.trim() === '') return toast.error(MSG.sensitiveWordsRequired);
    try {
      const out = await add.mutateAsync(text);
      const parts = [`新增 ${out.added.length} 个`];
      if (out.existing.length)
        parts.push(`已存在 ${out.existing.length} 个：${out.existing.join('、')}`);
      if (out.invalid.length)
        parts.push(
          `无效 ${out.invalid.length} 个：${out.invalid.map((i) => `${i.word}（${i.msg}）`).join('、')}`,
        );
      setSummary(parts.join('；'));
      setText('');
    } catch {
      // toasted by the http client
    }
  };
  return (
    <Modal
      open={open}
      title="批量添加敏感词"
      okText="添加"
      cancelText="关闭"
      confirmLoading={add.isPending}
      onOk={() => void submit()}
      onCancel={() => {
        setSummary(null);
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">
        每行一个（逗号、顿号也可分隔），最多 200 个，每个不超过 {SENSITIVE_WORD_MAX_LENGTH} 字。
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="敏感词列表"
        rows={8}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {summary && <Alert style={{ marginTop: 12 }} type="info" message={summary} />}
    </Modal>
  );
}

/** 敏感词: the list (search, paged), add one, paste many, delete with a confirmation. */
function WordsCard() {
  const table = useAdminTableState(['keyword'] as const);
  const { keyword } = table.filters;
  const { data, isPending, isError, refetch } = useSensitiveWords(keyword, table.page);
  const addOne = useAddSensitiveWord();
  const remove = useDeleteSensitiveWord();
  const [form] = Form.useForm<{ word: string }>();
  const [bulkOpen, setBulkOpen] = useState(false);
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<SensitiveWord> = [
    { title: '敏感词', dataIndex: 'word', key: 'word' },
    {
      title: '添加时间',
      dataIndex: 'create_time',
      key: 'time',
      width: 180,
      render: (ts: number) => formatDateTime(ts),
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, w) => (
        <DeleteButton
          confirm={`删除「${w.word}」？`}
          description="删除后含该词的新内容不再进入审核"
          name={w.word}
          onConfirm={async () => {
            await remove.mutateAsync(w.id);
            toast.success('已删除');
          }}
        />
      ),
    },
  ];

  return (
    <Card title="敏感词" size="small">
      <div data-testid="sensitive-words">
        <Space wrap style={{ marginBottom: 16 }}>
          <Form
            form={form}
            layout="inline"
            onFinish={async ({ word }) => {
              try {
                await addOne.mutateAsync(word);
                toast.success('已添加');
                form.resetFields();
              } catch {
                // toasted by the http client
              }
            }}
          >
            <Form.Item
              name="word"
              rules={[
                { required: true, whitespace: true, message: MSG.sensitiveWordRequired },
                { max: SENSITIVE_WORD_MAX_LENGTH, message: MSG.sensitiveWordTooLong },
              ]}
            >
              <Input aria-label="新敏感词" placeholder="新敏感词" style={{ width: 180 }} />
            </Form.Item>
            <Button htmlType="submit" type="primary" loading={addOne.isPending}>
              添加
            </Button>
          </Form>
          <Button onClick={() => setBulkOpen(true)}>批量添加</Button>
          <Input.Search
            aria-label="搜索敏感词"
            placeholder="搜索敏感词"
            allowClear
            defaultValue={keyword}
            style={{ width: 200 }}
            onSearch={(v) => table.setFilters({ keyword: v.trim() })}
          />
        </Space>
        <Table<SensitiveWord>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.data ?? []}
          loading={isPending}
          locale={{ emptyText: keyword ? '没有包含该文字的敏感词' : '敏感词列表为空' }}
          pagination={serverPagination(table.page, table.setPage, data?.paginate)}
        />
        <BulkAdd open={bulkOpen} onClose={() => setBulkOpen(false)} />
      </div>
    </Card>
  );
}

/**
 * 审核设置 (docs/admin-review.md): the moderation mode (admins change it) and the
 * sensitive-word list (moderators and admins). Both apply to the next submission on every
 * node: the server reads them from the database each time.
 */
export function ModerationSettingsPanel() {
  const { data: user } = useUserInfo();
  const role: StaffRoleValue = user?.role === 'admin' ? 'admin' : 'moderator';
  return (
    <section data-testid="admin-moderation-settings">
      <Typography.Title level={4}>审核设置</Typography.Title>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <ModeCard role={role} />
        <WordsCard />
      </Space>
    </section>
  );
}
