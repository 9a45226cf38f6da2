import { useEffect } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { MSG, SITE_LIMITS, type AdminSiteSettings } from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { ImageField } from './ImageField';
import { useAdminSiteSettings, useSiteSettingsUpdate } from './queries';

/**
 * 站点运营 › 站点设置: the name and logo of the header, the mini-program QR code of the
 * header's hover card, copyright and filing number. Empty images fall back to the built-in
 * mark and the footer's 小程序 hover image.
 */
export function SiteSettingsPanel() {
  const { data, isError, refetch } = useAdminSiteSettings();
  const save = useSiteSettingsUpdate();
  const [form] = Form.useForm<AdminSiteSettings>();
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [data, form]);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  return (
    <section data-testid="admin-site-settings" style={{ maxWidth: 560 }}>
      <Typography.Title level={4}>站点设置</Typography.Title>
      <Form
        form={form}
        layout="vertical"
        disabled={!data}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="site_name"
          label="站点名称"
          rules={[
            { required: true, whitespace: true, message: MSG.siteNameRequired },
            { max: SITE_LIMITS.siteName, message: MSG.siteNameTooLong },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="logo" label="Logo（不上传则用内置标志）">
          <ImageField label="Logo" allowClear width={64} />
        </Form.Item>
        <Form.Item name="mini_qr" label="小程序二维码（不上传则用页脚的小程序悬停图片）">
          <ImageField label="小程序二维码" allowClear width={120} />
        </Form.Item>
        <Form.Item
          name="copyright"
          label="版权信息"
          rules={[{ max: SITE_LIMITS.copyright, message: MSG.copyrightTooLong }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="filing_number"
          label="备案号"
          rules={[{ max: SITE_LIMITS.filingNumber, message: MSG.filingNumberTooLong }]}
        >
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </section>
  );
}
