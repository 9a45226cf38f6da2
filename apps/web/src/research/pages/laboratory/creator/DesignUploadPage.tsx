import { Button, Form, Input } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CREATOR_LIMITS } from '@xinke/shared';
import { ImagesField } from '../../../../features/creator/ImagesField';
import { useSpec, useUploadDesign } from '../../../../features/creator/queries';
import { toast } from '../../../../lib/toast';
import { RESEARCH_BASE } from '../../../research-routes';
import research from '../../../ResearchPage.module.css';

/** /laboratory/creator/design-upload?spec=id: a member uploads a design for a spec. */
export default function DesignUploadPage() {
  const specId = Number(useSearchParams()[0].get('spec') ?? 0);
  const spec = useSpec(specId);
  const upload = useUploadDesign();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ description: string; images: string[] }>();
  async function submit() {
    const v = await form.validateFields();
    upload.mutate(
      { spec_id: specId, description: v.description, images: v.images },
      {
        onSuccess: () => {
          toast.success('设计稿已提交，等待创作者审核');
          navigate(`${RESEARCH_BASE}/laboratory/${specId}`);
        },
      },
    );
  }
  return (
    <div className={research.slim}>
      <h1>上传设计稿</h1>
      {spec.data && <p className={research.wrap}>规格书：《{spec.data.title}》</p>}
      {!specId && <p>请从规格书页面点击「上传设计稿」进入。</p>}
      <Form form={form} layout="vertical" initialValues={{ images: [] }}>
        <Form.Item
          name="images"
          label="设计稿图片（1 到 9 张）"
          rules={[{ required: true, type: 'array', min: 1, message: '请上传至少一张设计稿图片' }]}
        >
          <ImagesField max={CREATOR_LIMITS.designImages} />
        </Form.Item>
        <Form.Item
          name="description"
          label="说明"
          rules={[{ required: true, whitespace: true, message: '请填写设计稿说明' }]}
        >
          <Input.TextArea rows={4} maxLength={CREATOR_LIMITS.designDescription} showCount />
        </Form.Item>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={upload.isPending}
          disabled={!specId}
        >
          提交设计稿
        </Button>
      </Form>
    </div>
  );
}
