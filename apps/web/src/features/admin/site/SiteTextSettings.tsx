import { useEffect } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { MSG, SITE_LIMITS } from '@xinke/shared';
import { useAdminSiteSettings, useSiteSettingsUpdate } from './queries';

interface TextForm {
  copyright: string;
  filing_number: string;
}

/** The footer's last line: copyright and filing number (备案号), both site settings. */
export function SiteTextSettings() {
  const { data } = useAdminSiteSettings();
  const save = useSiteSettingsUpdate();
  const [form] = Form.useForm<TextForm>();
  useEffect(() => {
    if (data) form.setFieldsValue({ copyright: data.copyright, filing_number: data.filing_number });
  }, [data, form]);
  return (
    <Card title="版权与备案号" size="small" style={{ marginTop: 24 }}>
      <Form
        form={form}
        layout="vertical"
        disabled={!data}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="copyright"
          label="版权信息"
          rules={[{ max: SITE_LIMITS.copyright, message: MSG.copyrightTooLong }]}
        >
          <Input placeholder="© 2026 芯客" />
        </Form.Item>
        <Form.Item
          name="filing_number"
          label="备案号"
          rules={[{ max: SITE_LIMITS.filingNumber, message: MSG.filingNumberTooLong }]}
        >
          <Input placeholder="京ICP备…号" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
