import { useEffect } from 'react';
import { Alert, Button, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CAMPAIGN_LIMITS, MSG } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { ImageField } from '../site/ImageField';
import { useActivityOptions, useAdminP618, useProductOptions, useSaveP618 } from './queries';

interface FormValues {
  title: string;
  banner: string;
  range: [Dayjs, Dayjs] | null;
  active_ids: number[];
  product_ids: number[];
}

/**
 * 活动运营 › 618 活动 (docs/p618.md): the campaign's title, banner, time, and which activities
 * and products /app/new-version/p618 shows, in the chosen order. One save writes them all
 * and one audit row (p618.save).
 */
export function P618Panel() {
  const [form] = Form.useForm<FormValues>();
  const settings = useAdminP618();
  const activities = useActivityOptions();
  const products = useProductOptions();
  const save = useSaveP618();
  const s = settings.data;

  useEffect(() => {
    if (!s) return;
    form.setFieldsValue({
      title: s.title || '618 年中创客节',
      banner: s.banner,
      range:
        s.start_time !== null && s.end_time !== null
          ? [dayjs.unix(s.start_time), dayjs.unix(s.end_time)]
          : null,
      active_ids: s.active_ids,
      product_ids: s.product_ids,
    });
  }, [s, form]);

  if (settings.isError) return <ErrorView onRetry={() => void settings.refetch()} />;

  const onSave = async () => {
    const v = await form.validateFields();
    if (!v.range) return;
    await save.mutateAsync({
      title: v.title,
      banner: v.banner ?? '',
      start_time: v.range[0].unix(),
      end_time: v.range[1].unix(),
      active_ids: v.active_ids ?? [],
      product_ids: v.product_ids ?? [],
    });
  };

  return (
    <section data-testid="admin-p618" style={{ maxWidth: 720 }}>
      <Typography.Title level={4}>618 活动</Typography.Title>
      {s && !s.configured && (
        <Alert
          type="info"
          showIcon
          message="还没有设置过：保存后 618 页面才会显示活动内容"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" disabled={!s}>
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: MSG.p618TitleRequired },
            { max: CAMPAIGN_LIMITS.p618Title, message: MSG.p618TitleTooLong },
          ]}
        >
          <Input maxLength={CAMPAIGN_LIMITS.p618Title} showCount />
        </Form.Item>
        <Form.Item name="banner" label="横幅（可选，建议 4:1）">
          <ImageField allowClear label="横幅" width={320} />
        </Form.Item>
        <Form.Item
          name="range"
          label="活动时间"
          rules={[{ required: true, message: MSG.p618TimeInvalid }]}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item
          name="active_ids"
          label={`展示的活动（按选择顺序，最多 ${CAMPAIGN_LIMITS.p618Activities} 个；草稿发布后才显示）`}
        >
          <Select
            mode="multiple"
            maxCount={CAMPAIGN_LIMITS.p618Activities}
            options={activities.data ?? []}
            loading={activities.isPending}
            optionFilterProp="label"
            placeholder="选择活动"
            data-testid="p618-activities-select"
          />
        </Form.Item>
        <Form.Item
          name="product_ids"
          label={`展示的产品（按选择顺序，最多 ${CAMPAIGN_LIMITS.p618Products} 个；草稿产品不显示）`}
        >
          <Select
            mode="multiple"
            maxCount={CAMPAIGN_LIMITS.p618Products}
            options={products.data ?? []}
            loading={products.isPending}
            optionFilterProp="label"
            placeholder="选择产品"
          />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void onSave().catch(() => undefined)}
          >
            保存
          </Button>
          <Button href="/app/new-version/p618" target="_blank">
            查看 618 页面
          </Button>
        </Space>
      </Form>
    </section>
  );
}
