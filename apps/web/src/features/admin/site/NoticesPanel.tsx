import { useState } from 'react';
import {
  Button,
  DatePicker,
  Form,
  Input,
  Radio,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { RichEditorField } from '../../editor/RichEditorField';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG, NOTICE_STATUS, NoticeStatus, SITE_LIMITS, type AdminNotice } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { useAdminNotices, useNoticeCreate, useNoticeDelete, useNoticeUpdate } from './queries';
import { FilterSelect } from '../kit/FilterSelect';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

interface NoticeForm {
  title: string;
  content: string;
  status: number;
  is_top: boolean;
  publish_time: Dayjs | null;
}

const formatTime = (s: number | null) =>
  s === null ? '—' : dayjs.unix(s).format('YYYY-MM-DD HH:mm');

function statusTag(n: AdminNotice) {
  if (n.status !== NOTICE_STATUS.published) return <Tag>草稿</Tag>;
  if (n.publish_time !== null && n.publish_time > Date.now() / 1000)
    return <Tag color="blue">定时发布</Tag>;
  return <Tag color="green">已发布</Tag>;
}

/**
 * 站点运营 › 公告: drafts and published notices. Publishing (now or at a chosen time) lights
 * the 新 marker beside the header's 公告 for everyone who has not opened the notice list
 * since. The content is HTML, cleaned by the server like a post body.
 */
export function NoticesPanel() {
  const table = useAdminTableState(['status']);
  const { data, isPending, isError, refetch } = useAdminNotices(table.filters.status, table.page);
  const create = useNoticeCreate();
  const update = useNoticeUpdate();
  const remove = useNoticeDelete();
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [form] = Form.useForm<NoticeForm>();
  const status = Form.useWatch('status', form);

  const open = (notice: AdminNotice | 'new') => {
    setEditing(notice);
    form.setFieldsValue(
      notice === 'new'
        ? { title: '', content: '', status: NOTICE_STATUS.draft, is_top: false, publish_time: null }
        : {
            ...notice,
            is_top: notice.is_top === 1,
            publish_time: notice.publish_time === null ? null : dayjs.unix(notice.publish_time),
          },
    );
  };
  const save = async () => {
    const v = await form.validateFields();
    const body = {
      title: v.title,
      content: v.content,
      status: v.status,
      is_top: v.is_top ? 1 : 0,
      publish_time:
        v.status === NOTICE_STATUS.published && v.publish_time ? v.publish_time.unix() : null,
    } as const;
    if (editing === 'new') await create.mutateAsync(body);
    else if (editing) await update.mutateAsync({ ...body, id: editing.id });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminNotice> = [
    {
      title: '标题',
      key: 'title',
      render: (_, n) => (
        <Space size={4}>
          {n.is_top === 1 && <Tag color="red">置顶</Tag>}
          {n.title}
        </Space>
      ),
    },
    { title: '状态', key: 'status', width: 100, render: (_, n) => statusTag(n) },
    {
      title: '发布时间',
      dataIndex: 'publish_time',
      key: 'publish_time',
      width: 160,
      render: formatTime,
    },
    {
      title: '更新时间',
      dataIndex: 'update_time',
      key: 'update_time',
      width: 160,
      render: formatTime,
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, n) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(n)} aria-label={`编辑 ${n.title}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除公告「${n.title}」？`}
            description="删除后公告页立即不再显示"
            name={n.title}
            onConfirm={() => remove.mutateAsync({ id: n.id })}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-notices">
      <Typography.Title level={4}>公告</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          label="状态"
          allLabel="全部状态"
          value={table.filters.status}
          options={NoticeStatus.options}
          width={140}
          onChange={(v) => table.setFilters({ status: v })}
        />
        <Button type="primary" onClick={() => open('new')}>
          新建公告
        </Button>
      </Space>
      <Table<AdminNotice>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有公告' }}
        scroll={{ x: 720 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建公告' : '编辑公告'}
        width={640}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: MSG.noticeTitleRequired },
              { max: SITE_LIMITS.noticeTitle, message: MSG.noticeTitleTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="content"
            label="内容"
            rules={[
              { required: true, whitespace: true, message: MSG.noticeContentRequired },
              { max: SITE_LIMITS.noticeContent, message: MSG.noticeContentTooLong },
            ]}
          >
            <RichEditorField placeholder="公告内容" minHeight={200} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="status" label="状态">
              <Radio.Group options={NoticeStatus.options} optionType="button" />
            </Form.Item>
            <Form.Item name="is_top" label="置顶" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          {status === NOTICE_STATUS.published && (
            <Form.Item name="publish_time" label="发布时间（不填为现在；晚于现在为定时发布）">
              <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
            </Form.Item>
          )}
        </Form>
      </FormModal>
    </section>
  );
}
