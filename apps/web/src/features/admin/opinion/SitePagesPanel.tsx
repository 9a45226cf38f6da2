import { useState } from 'react';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { MSG, SITE_PAGE_LIMITS, type SitePage } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { RichEditorField } from '../../editor/RichEditorField';
import { useAdminSitePages, useSitePageUpdate } from './queries';

/** 站点运营 › 站点页面: the 关于我们 and 联系我们 tabs of aboutUs, written here. */
export function SitePagesPanel() {
  const { data, isPending, isError, refetch } = useAdminSitePages();
  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  return (
    <section data-testid="admin-site-pages">
      <Typography.Title level={4}>站点页面</Typography.Title>
      <Typography.Paragraph type="secondary">
        关于我们 › 关于我们 / 联系我们 两个标签页的内容。保存后站点立即显示。
      </Typography.Paragraph>
      {isPending ? null : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {data.map((page) => (
            <SitePageCard key={page.key} page={page} />
          ))}
        </Space>
      )}
    </section>
  );
}

function SitePageCard({ page }: { page: SitePage }) {
  const [form] = Form.useForm<{ title: string; content: string }>();
  const update = useSitePageUpdate();
  const [dirty, setDirty] = useState(false);
  const save = async () => {
    const v = await form.validateFields();
    await update.mutateAsync({ key: page.key, ...v });
    setDirty(false);
  };
  return (
    <Card
      title={page.key === 'about' ? '关于我们' : '联系我们'}
      extra={
        page.update_time
          ? `更新于 ${dayjs.unix(page.update_time).format('YYYY-MM-DD HH:mm')}`
          : '未编辑'
      }
      data-testid={`admin-site-page-${page.key}`}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: page.title, content: page.content }}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: MSG.sitePageTitleRequired },
            { max: SITE_PAGE_LIMITS.title, message: MSG.sitePageTitleTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="content"
          label="内容"
          rules={[{ required: true, whitespace: true, message: MSG.sitePageContentRequired }]}
        >
          <RichEditorField placeholder="页面内容" />
        </Form.Item>
        <Button
          type="primary"
          loading={update.isPending}
          disabled={!dirty}
          onClick={() => void save().catch(() => undefined)}
        >
          保存
        </Button>
      </Form>
    </Card>
  );
}
