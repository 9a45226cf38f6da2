import { useRef, useState } from 'react';
import { Button, Form, Input, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MSG,
  OPINION_LIMITS,
  OpinionType,
  UPLOAD_PURPOSE,
  opinionCommit,
  type OpinionCommitInput,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { uploadCommonImage } from '../account/upload-common-image';
import styles from './Feedback.module.css';

interface Values {
  type?: number;
  content: string;
  contact: string;
}

/** The 意见反馈 form: kind, text, up to four screenshots, an optional contact. */
export function FeedbackForm() {
  const [form] = Form.useForm<Values>();
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const submit = useMutation({
    mutationFn: (body: OpinionCommitInput) => api(opinionCommit, body),
    onSuccess: () => {
      toast.success(MSG.opinionSubmitted);
      form.resetFields();
      setImages([]);
      void client.invalidateQueries({ queryKey: ['opinion', 'list'] });
    },
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const url = await uploadCommonImage(file, UPLOAD_PURPOSE.feedback);
    setUploading(false);
    if (url) setImages((list) => [...list, url]);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      data-testid="feedback-form"
      initialValues={{ content: '', contact: '' }}
      onFinish={(v) =>
        submit.mutate({ type: v.type ?? 0, content: v.content, contact: v.contact, images })
      }
    >
      <Form.Item
        name="type"
        label="反馈类型"
        rules={[{ required: true, message: MSG.opinionTypeInvalid }]}
      >
        <Select
          placeholder="请选择"
          options={OpinionType.options}
          data-testid="feedback-type"
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label="反馈内容"
        rules={[
          { required: true, whitespace: true, message: MSG.opinionContentRequired },
          { min: OPINION_LIMITS.contentMin, message: MSG.opinionContentTooShort },
          { max: OPINION_LIMITS.contentMax, message: MSG.opinionContentTooLong },
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={OPINION_LIMITS.contentMax}
          placeholder="请描述遇到的问题或建议：在哪个页面、做了什么、看到了什么"
          data-testid="feedback-content"
        />
      </Form.Item>
      <Form.Item label={`截图（选填，最多 ${OPINION_LIMITS.images} 张）`}>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          style={{ display: 'none' }}
          aria-label="选择截图"
          data-testid="feedback-image-input"
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <div className={styles.images}>
          {images.map((url) => (
            <div key={url} className={styles.thumb}>
              <img src={url} alt="反馈截图" data-testid="feedback-image" />
              <button
                type="button"
                className={styles.remove}
                aria-label="移除截图"
                onClick={() => setImages((list) => list.filter((u) => u !== url))}
              >
                ×
              </button>
            </div>
          ))}
          {images.length < OPINION_LIMITS.images && (
            <Button loading={uploading} onClick={() => input.current?.click()}>
              上传截图
            </Button>
          )}
        </div>
      </Form.Item>
      <Form.Item
        name="contact"
        label="联系方式（选填）"
        rules={[{ max: OPINION_LIMITS.contactMax, message: MSG.opinionContactTooLong }]}
      >
        <Input placeholder="微信、邮箱或手机号，方便我们联系你" data-testid="feedback-contact" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={submit.isPending}
        disabled={uploading}
        data-testid="feedback-submit"
      >
        提交反馈
      </Button>
    </Form>
  );
}
