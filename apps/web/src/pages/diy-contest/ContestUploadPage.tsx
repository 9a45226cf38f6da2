import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Popconfirm, Skeleton, Space } from 'antd';
import { Link } from 'react-router-dom';
import { ACTIVITY_STATUS, MSG, WORK_LIMITS, activeSubmit, opuDelete } from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useContestPlace } from '../../features/contest/contest-paths';
import {
  WORK_FORM_RULES,
  htmlToText,
  imagesRule,
  textToHtml,
} from '../../features/contest/form-rules';
import { contestKeys, useContest, useMyEntry } from '../../features/contest/queries';
import { ImagePicker } from './ImagePicker';
import { ReviewState } from './ReviewState';
import styles from './Contest.module.css';

interface Fields {
  name: string;
  desc: string;
  computer_model: string;
  cover: string[];
  image: string[];
  content: string;
}

const RULES = {
  ...WORK_FORM_RULES,
  image: imagesRule({ min: WORK_LIMITS.imagesMin, max: WORK_LIMITS.imagesMax }),
};

/**
 * 上传作品: my work's review state, the form (a new work, or mine to change — a change is
 * reviewed again), and 删除作品. Open only while works are collected (status 1).
 */
export default function ContestUploadPage() {
  const { activeId, paths } = useContestPlace();
  const contest = useContest(activeId);
  const mine = useMyEntry(activeId);
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const work = mine.data?.work ?? null;

  useEffect(() => {
    if (!work) return;
    form.setFieldsValue({
      name: work.name,
      desc: work.desc,
      computer_model: work.computer_model,
      cover: work.cover ? [work.cover] : [],
      image: work.image,
      content: htmlToText(work.content),
    });
  }, [work, form]);

  const refresh = () => void client.invalidateQueries({ queryKey: contestKeys.all(activeId) });
  const submit = useMutation({
    mutationFn: (v: Fields) =>
      api(activeSubmit, {
        active_id: activeId,
        name: v.name,
        desc: v.desc,
        computer_model: v.computer_model,
        cover: v.cover[0] ?? '',
        image: v.image,
        content: textToHtml(v.content ?? ''),
      }),
    onSuccess: () => {
      toast.success(MSG.contestWorkSubmitted);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => api(opuDelete, { active_id: activeId }),
    onSuccess: () => {
      toast.success(MSG.contestWorkDeleted);
      form.resetFields();
      refresh();
    },
  });

  const open = contest.data?.status === ACTIVITY_STATUS.uploading;
  const enrolled = mine.data?.enrolment.if_join === 1;
  if (mine.isPending || contest.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>{work ? '我的作品' : '上传作品'}</h2>
      {work && <ReviewState work={work} />}
      {!open && (
        <Alert
          type="info"
          showIcon
          className={styles.note}
          title={MSG.contestSubmitClosed}
          data-testid="contest-upload-closed"
        />
      )}
      {open && mine.data && !enrolled && (
        <Alert
          type="warning"
          showIcon
          className={styles.note}
          title={MSG.contestNotEnrolled}
          action={<Link to={paths.tab('registry')}>去报名</Link>}
        />
      )}
      <Form<Fields>
        form={form}
        layout="vertical"
        className={styles.form}
        disabled={!open}
        initialValues={{ cover: [], image: [], content: '' }}
        onFinish={(v) => submit.mutate(v)}
        data-testid="contest-upload-form"
      >
        <Form.Item name="name" label="作品名称" rules={RULES.name}>
          <Input maxLength={WORK_LIMITS.name} showCount />
        </Form.Item>
        <Form.Item name="desc" label="一句话简介" rules={RULES.desc}>
          <Input maxLength={WORK_LIMITS.desc} />
        </Form.Item>
        <Form.Item name="computer_model" label="主机配置" rules={RULES.computer_model}>
          <Input
            maxLength={WORK_LIMITS.computerModel}
            placeholder="如 7800X3D + RTX 4070 Ti SUPER"
          />
        </Form.Item>
        <Form.Item name="cover" label="封面" rules={RULES.cover}>
          <ImagePicker max={1} testId="contest-cover-picker" />
        </Form.Item>
        <Form.Item
          name="image"
          label={`作品图片（1–${WORK_LIMITS.imagesMax} 张）`}
          rules={RULES.image}
        >
          <ImagePicker max={WORK_LIMITS.imagesMax} testId="contest-image-picker" />
        </Form.Item>
        <Form.Item name="content" label="作品介绍" rules={RULES.content}>
          <Input.TextArea rows={8} placeholder="装机思路、配件清单、过程（空一行分段）" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            提交作品
          </Button>
          {work && (
            <Popconfirm
              title="确定删除作品吗？"
              okText="删除"
              cancelText="取消"
              onConfirm={() => remove.mutate()}
            >
              <Button danger loading={remove.isPending} data-testid="contest-delete-work">
                删除作品
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </section>
  );
}
