import { Button, Card, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CREATOR_LIMITS } from '@xinke/shared';
import { ImagesField } from '../../features/creator/ImagesField';
import { useApplyMaster } from '../../features/creator/queries';
import { toast } from '../../lib/toast';

interface Values {
  intro: string;
  works: string;
  images: string[];
  proof: string;
  contact: string;
}

const URL_LINE = /^https?:\/\/\S+$/i;

/** /creative-master/apply: self-introduction, works, proof and contact, reviewed by staff. */
export default function CreativeMasterApplyPage() {
  const [form] = Form.useForm<Values>();
  const apply = useApplyMaster();
  const navigate = useNavigate();
  async function submit() {
    const v = await form.validateFields();
    const works = (v.works ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    apply.mutate(
      { intro: v.intro, works, images: v.images ?? [], proof: v.proof ?? '', contact: v.contact },
      {
        onSuccess: () => {
          toast.success('申请已提交，我们会尽快审核');
          navigate('/app/new-version/creative-master');
        },
      },
    );
  }
  return (
    <div style={{ padding: 16, maxWidth: 800, margin: '0 auto' }}>
      <Card title="申请成为创作达人">
        <Form form={form} layout="vertical" initialValues={{ images: [] }}>
          <Form.Item
            name="intro"
            label="自我介绍"
            rules={[{ required: true, whitespace: true, message: '请填写自我介绍' }]}
          >
            <Input.TextArea rows={4} maxLength={CREATOR_LIMITS.applicationIntro} showCount />
          </Form.Item>
          <Form.Item
            name="works"
            label="作品链接（每行一个，最多 5 个）"
            rules={[
              {
                validator: async (_, value?: string) => {
                  const lines = (value ?? '')
                    .split('\n')
                    .map((l) => l.trim())
                    .filter(Boolean);
                  if (
                    lines.length > CREATOR_LIMITS.applicationWorks ||
                    lines.some((l) => !URL_LINE.test(l))
                  )
                    throw new Error('作品链接最多5个，须是 http(s) 开头的网址');
                },
              },
            ]}
          >
            <Input.TextArea rows={3} placeholder="https://github.com/…" />
          </Form.Item>
          <Form.Item name="images" label="作品图片">
            <ImagesField max={CREATOR_LIMITS.applicationImages} />
          </Form.Item>
          <Form.Item name="proof" label="证明材料（证书、GitHub、博客等）">
            <Input.TextArea rows={2} maxLength={CREATOR_LIMITS.applicationProof} showCount />
          </Form.Item>
          <Form.Item
            name="contact"
            label="联系方式"
            rules={[{ required: true, whitespace: true, message: '请填写联系方式' }]}
          >
            <Input maxLength={CREATOR_LIMITS.applicationContact} placeholder="微信、邮箱或手机" />
          </Form.Item>
          <Button type="primary" loading={apply.isPending} onClick={() => void submit()}>
            提交申请
          </Button>
        </Form>
      </Card>
    </div>
  );
}
