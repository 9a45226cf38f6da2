import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Skeleton, Space } from 'antd';
import {
  ACTIVITY_STATUS,
  MSG,
  WORK_LIMITS,
  activeSubmit,
  opuDelete,
  workRuleOf,
} from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { WORK_FORM_RULES } from '../../features/contest/form-rules';
import { contestKeys, useMyEntry } from '../../features/contest/queries';
import { UploadState } from './UploadState';
import { WallpaperPicker } from './WallpaperPicker';
import { WallpaperShell, type WallpaperPage } from './WallpaperShell';
import styles from './Wallpaper.module.css';

interface Fields {
  name: string;
  desc: string;
  cover: string;
}

const RULES = {
  name: WORK_FORM_RULES.name,
  desc: WORK_FORM_RULES.desc,
  // The picker holds one path, not a list.
  cover: [{ required: true, message: MSG.contestWorkCoverRequired }],
};

function UploadBody({ contest, activeId }: WallpaperPage) {
  const rule = workRuleOf(contest.kind);
  const mine = useMyEntry(activeId);
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const work = mine.data?.work ?? null;

  useEffect(() => {
    if (work) form.setFieldsValue({ name: work.name, desc: work.desc, cover: work.cover });
  }, [work, form]);

  const refresh = () => void client.invalidateQueries({ queryKey: contestKeys.all(activeId) });
  const submit = useMutation({
    // A wallpaper is its cover: no other pictures, no 主机配置 (WORK_RULES_BY_KIND).
    mutationFn: (v: Fields) =>
      api(activeSubmit, { active_id: activeId, name: v.name, desc: v.desc, cover: v.cover }),
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

  if (mine.isError) return <ErrorView onRetry={() => void mine.refetch()} />;
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const open = contest.status === ACTIVITY_STATUS.uploading;
  return (
    <section className={styles.card} data-testid="wallpaper-upload">
      <h2 className={styles.sectionTitle}>{work ? '我的壁纸' : '上传壁纸'}</h2>
      <UploadState
        work={work}
        open={open}
        note="上传即参赛，无需另外报名；作品征集结束前可以修改，修改后会重新审核。"
        testId="wallpaper-upload"
      />
      <Form<Fields>
        form={form}
        layout="vertical"
        className={styles.form}
        disabled={!open}
        onFinish={(v) => submit.mutate(v)}
        data-testid="wallpaper-upload-form"
      >
        <Form.Item name="cover" label="壁纸" rules={RULES.cover}>
          <WallpaperPicker rule={rule} disabled={!open} />
        </Form.Item>
        <Form.Item name="name" label="作品名称" rules={RULES.name}>
          <Input maxLength={WORK_LIMITS.name} showCount />
        </Form.Item>
        <Form.Item name="desc" label="一句话简介" rules={RULES.desc}>
          <Input.TextArea maxLength={WORK_LIMITS.desc} rows={2} showCount />
        </Form.Item>
        {open && (
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              {work ? '保存修改' : '提交壁纸'}
            </Button>
            {work && (
              <Popconfirm
                title="确定删除这幅壁纸吗？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => remove.mutate()}
              >
                <Button danger loading={remove.isPending}>
                  删除作品
                </Button>
              </Popconfirm>
            )}
          </Space>
        )}
      </Form>
    </section>
  );
}

/**
 * SPEC §2 /app/wallPaper-upload/{id} (members): my wallpaper with its review state and the
 * reason of a rejection, the one-image form with the size checked before uploading, editable
 * while works are collected.
 */
export default function WallpaperUploadPage() {
  return <WallpaperShell>{(page) => <UploadBody {...page} />}</WallpaperShell>;
}
