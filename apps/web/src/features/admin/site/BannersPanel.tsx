import { useState } from 'react';
import {
  Button,
  DatePicker,
  Form,
  Image,
  Input,
  InputNumber,
  Radio,
  Segmented,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BannerEquipment,
  BannerGroupKey,
  MSG,
  SITE_LIMITS,
  isSiteLink,
  type AdminBanner,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { ImageField } from './ImageField';
import { useAdminBanners, useBannerCreate, useBannerDelete, useBannerUpdate } from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

interface BannerForm {
  title: string;
  image: string;
  url: string;
  equipment: string;
  sort: number;
  is_show: boolean;
  window?: [Dayjs | null, Dayjs | null] | null;
}

const toSeconds = (d: Dayjs | null | undefined) => (d ? d.unix() : null);
const fromSeconds = (s: number | null) => (s === null ? null : dayjs.unix(s));
const formatTime = (s: number | null) =>
  s === null ? '' : dayjs.unix(s).format('YYYY-MM-DD HH:mm');

function windowText(b: AdminBanner): string {
  if (b.start_time === null && b.end_time === null) return '一直展示';
  return `${formatTime(b.start_time) || '立即'} 至 ${formatTime(b.end_time) || '不限'}`;
}

function stateTag(b: AdminBanner) {
  if (b.serving) return <Tag color="green">展示中</Tag>;
  if (b.is_show !== 1) return <Tag>已隐藏</Tag>;
  const now = Date.now() / 1000;
  if (b.start_time !== null && b.start_time > now) return <Tag color="blue">未开始</Tag>;
  return <Tag color="orange">已结束</Tag>;
}

/**
 * 站点运营 › 轮播图: the banners of one SPEC §3 group (chosen above the table, kept in the
 * address), with thumbnails; create, edit and delete (after a confirmation). A banner is
 * served only while shown and inside its time window.
 */
export function BannersPanel() {
  const table = useAdminTableState(['group']);
  const group = table.filters.group || 'banner1';
  const { data, isPending, isError, refetch } = useAdminBanners(group, table.page);
  const create = useBannerCreate();
  const update = useBannerUpdate();
  const remove = useBannerDelete();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [form] = Form.useForm<BannerForm>();

  const open = (banner: AdminBanner | 'new') => {
    setEditing(banner);
    form.setFieldsValue(
      banner === 'new'
        ? { title: '', image: '', url: '', equipment: 'all', sort: 0, is_show: true, window: null }
        : {
            ...banner,
            is_show: banner.is_show === 1,
            window: [fromSeconds(banner.start_time), fromSeconds(banner.end_time)],
          },
    );
  };

  const save = async () => {
    const values = await form.validateFields();
    const body = {
      group_key: group,
      title: values.title ?? '',
      image: values.image,
      url: values.url ?? '',
      equipment: values.equipment,
      sort: values.sort ?? 0,
      is_show: values.is_show ? 1 : 0,
      start_time: toSeconds(values.window?.[0]),
      end_time: toSeconds(values.window?.[1]),
    } as const;
    if (editing === 'new') await create.mutateAsync(body);
    else if (editing) await update.mutateAsync({ ...body, id: editing.id });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<AdminBanner> = [
    {
      title: '图片',
      key: 'image',
      width: 140,
      render: (_, b) => (
        <Image src={b.image} alt={b.title} width={120} height={48} style={{ objectFit: 'cover' }} />
      ),
    },
    { title: '标题', dataIndex: 'title', key: 'title', render: (t: string) => t || '（无标题）' },
    {
      title: '链接',
      dataIndex: 'url',
      key: 'url',
      ellipsis: true,
      render: (u: string) => u || '—',
    },
    {
      title: '终端',
      dataIndex: 'equipment',
      key: 'equipment',
      width: 90,
      render: (e: string) => BannerEquipment.label(e),
    },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70 },
    { title: '展示时间', key: 'window', width: 220, render: (_, b) => windowText(b) },
    { title: '状态', key: 'state', width: 90, render: (_, b) => stateTag(b) },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, b) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(b)} aria-label={`编辑 ${b.title}`}>
            编辑
          </Button>
          <DeleteButton
            confirm="删除这张轮播图？"
            description="删除后前台立即不再展示，且无法恢复"
            name={b.title}
            onConfirm={() => remove.mutateAsync({ id: b.id })}
          />
        </Space>
      ),
    },
  ];

  return (
    <section data-testid="admin-banners">
      <Typography.Title level={4}>轮播图</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        {/* Six groups do not fit a phone: the control scrolls sideways there. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented
            value={group}
            options={BannerGroupKey.options}
            onChange={(v) => table.setFilters({ group: String(v) })}
          />
        </div>
        <Button type="primary" onClick={() => open('new')}>
          新建轮播图
        </Button>
      </Space>
      <Table<AdminBanner>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: '这个分组还没有轮播图' }}
        scroll={{ x: 900 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? `新建轮播图（${BannerGroupKey.label(group)}）` : '编辑轮播图'}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="image"
            label="图片"
            rules={[{ required: true, message: MSG.siteImageRequired }]}
          >
            <ImageField label="轮播图" />
          </Form.Item>
          <Form.Item
            name="title"
            label="标题"
            rules={[{ max: SITE_LIMITS.bannerTitle, message: MSG.bannerTitleTooLong }]}
          >
            <Input placeholder="图片的替代文字，也用于后台辨认" />
          </Form.Item>
          <Form.Item
            name="url"
            label="链接"
            rules={[
              { max: SITE_LIMITS.url, message: MSG.siteLinkTooLong },
              {
                validator: (_, v: string | undefined) =>
                  !v || isSiteLink(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG.siteLinkInvalid)),
              },
            ]}
          >
            <Input placeholder="/app/new-version/activity 或 https://…" />
          </Form.Item>
          <Form.Item name="equipment" label="显示终端">
            <Radio.Group options={BannerEquipment.options} optionType="button" />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="sort" label="排序（小的在前）">
              <InputNumber min={0} max={SITE_LIMITS.sort} precision={0} />
            </Form.Item>
            <Form.Item name="is_show" label="显示" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item
            name="window"
            label="展示时间（不填为一直展示）"
            rules={[
              {
                validator: (_, v: BannerForm['window']) =>
                  v?.[0] && v?.[1] && !v[1].isAfter(v[0])
                    ? Promise.reject(new Error(MSG.bannerWindowInvalid))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowEmpty={[true, true]}
              placeholder={['立即', '不限']}
            />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
