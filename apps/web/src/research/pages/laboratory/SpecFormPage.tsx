import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { SPEC_LIMITS, SPEC_STATUS } from '@xinke/shared';
import { RichEditorField } from '../../../features/editor/RichEditorField';
import { ImagesField } from '../../../features/creator/ImagesField';
import { RemovedNotice } from '../../../features/creator/RemovedNotice';
import {
  useCreateSpec,
  useEditSpec,
  useSetPrice,
  useSpec,
} from '../../../features/creator/queries';
import { RESEARCH_BASE } from '../../research-routes';
import research from '../../ResearchPage.module.css';
import styles from './SpecFormPage.module.css';

interface Values {
  title: string;
  cover: string[];
  summary: string;
  content: string;
  price: number;
}

/**
 * /research/laboratory/create and /laboratory/edit/:id: a creative master writes a spec —
 * 保存草稿 or 发布 — and prices it (元, stored in fen).
 */
export default function SpecFormPage() {
  const id = Number(useParams().id ?? 0);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const spec = useSpec(id);
  const create = useCreateSpec();
  const edit = useEditSpec();
  const setPrice = useSetPrice();
  useEffect(() => {
    if (!spec.data) return;
    const s = spec.data;
    form.setFieldsValue({
      title: s.title,
      cover: s.cover ? [s.cover] : [],
      summary: s.summary,
      content: s.content,
      price: s.price / 100,
    });
  }, [spec.data, form]);

  async function save(publish: 0 | 1) {
    const v = await form.validateFields();
    const body = {
      title: v.title,
      cover: v.cover?.[0] ?? '',
      summary: v.summary ?? '',
      content: v.content,
      publish,
    };
    try {
      const saved = id ? await edit.mutateAsync({ id, ...body }) : await create.mutateAsync(body);
      const price = Math.round((v.price ?? 0) * 100);
      if (price !== saved.price) await setPrice.mutateAsync({ id: saved.id, price });
      navigate(`${RESEARCH_BASE}/laboratory/${saved.id}`);
    } catch {
      // The http client has shown the server's message.
    }
  }

  const busy = create.isPending || edit.isPending || setPrice.isPending;
  // Reached by its address while staff have it down: say why, and offer no save the server
  // would refuse anyway (docs/creator.md "Take-down").
  const locked = spec.data?.status === SPEC_STATUS.removed;
  return (
    <div className={research.narrow}>
      <h1>{id ? '编辑规格书' : '发布规格书'}</h1>
      {locked && <RemovedNotice reason={spec.data?.remove_reason ?? ''} />}
      <Form form={form} layout="vertical" initialValues={{ price: 0, cover: [] }}>
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '请填写规格书标题' },
            { max: SPEC_LIMITS.title, message: '规格书标题不能超过40个字' },
          ]}
        >
          <Input maxLength={SPEC_LIMITS.title} showCount placeholder="例如：ESP32-S3 桌面气象站" />
        </Form.Item>
        <Form.Item name="cover" label="封面">
          <ImagesField max={1} label="上传封面" />
        </Form.Item>
        <Form.Item name="summary" label="摘要（可空，默认取正文开头）">
          <Input.TextArea maxLength={SPEC_LIMITS.summary} showCount rows={2} />
        </Form.Item>
        <Form.Item
          name="content"
          label="正文"
          rules={[{ required: true, message: '请填写规格书正文' }]}
        >
          <RichEditorField />
        </Form.Item>
        <Form.Item name="price" label="支持价格（元，0 为免费支持）">
          <InputNumber min={0} max={1_000_000} precision={2} className={styles.price} />
        </Form.Item>
        <Space wrap>
          <Button onClick={() => void save(0)} loading={busy} disabled={locked}>
            保存草稿
          </Button>
          <Button type="primary" onClick={() => void save(1)} loading={busy} disabled={locked}>
            发布
          </Button>
        </Space>
      </Form>
    </div>
  );
}
