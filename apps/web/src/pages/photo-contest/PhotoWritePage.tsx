import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Skeleton, Space } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  ACTIVITY_STATUS,
  MSG,
  WORK_LIMITS,
  activeSubmit,
  workRuleOf,
  type ContestWorkDetail,
} from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import {
  WORK_FORM_RULES,
  htmlToText,
  imagesRule,
  textToHtml,
} from '../../features/contest/form-rules';
import { contestKeys, useMyEntry } from '../../features/contest/queries';
import { ImagePicker } from '../diy-contest/ImagePicker';
import { UploadState } from '../wallpaper-contest/UploadState';
import { PHOTO_PATHS, PhotoShell, type PhotoPage } from './PhotoShell';
import styles from '../wallpaper-contest/Wallpaper.module.css';

interface Fields {
  name: string;
  desc: string;
  image: string[];
  content: string;
}

function PhotoForm({ contest, activeId, work }: PhotoPage & { work: ContestWorkDetail | null }) {
  const rule = workRuleOf(contest.kind);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<Fields>();
  useEffect(() => {
    if (work)
      form.setFieldsValue({
        name: work.name,
        desc: work.desc,
        image: work.image,
        content: htmlToText(work.content),
      });
  }, [work, form]);
  const submit = useMutation({
    // The first photo is the cover (WORK_RULES_BY_KIND.photo).
    mutationFn: (v: Fields) =>
      api(activeSubmit, {
        active_id: activeId,
        name: v.name,
        desc: v.desc,
        cover: v.image[0] ?? '',
        image: v.image,
        content: textToHtml(v.content ?? ''),
      }),
    onSuccess: (saved) => {
      toast.success(MSG.contestWorkSubmitted);
      void client.invalidateQueries({ queryKey: contestKeys.all(activeId) });
      if (!work) void navigate(PHOTO_PATHS.edit(saved.id), { replace: true });
    },
  });
  const open = contest.status === ACTIVITY_STATUS.uploading;
  return (
    <section className={styles.card} data-testid="photo-write">
      <h2 className={styles.sectionTitle}>{work ? '编辑摄影作品' : '发布摄影作品'}</h2>
      <UploadState
        work={work}
        open={open}
        note="上传即参赛，无需另外报名；第一张照片作为封面。作品征集结束前可以修改，修改后会重新审核。"
        testId="photo-write"
      />
      <Form<Fields>
        form={form}
        layout="vertical"
        className={styles.form}
        disabled={!open}
        initialValues={{ image: [], content: '' }}
        onFinish={(v) => submit.mutate(v)}
        data-testid="photo-write-form"
      >
        <Form.Item
          name="image"
          label={`照片（${rule.images.min}–${rule.images.max} 张）`}
          rules={imagesRule(rule.images)}
        >
          <ImagePicker max={rule.images.max} testId="photo-image-picker" />
        </Form.Item>
        <Form.Item name="name" label="作品标题" rules={WORK_FORM_RULES.name}>
          <Input maxLength={WORK_LIMITS.name} showCount />
        </Form.Item>
        <Form.Item name="desc" label="作品描述" rules={WORK_FORM_RULES.desc}>
          <Input.TextArea maxLength={WORK_LIMITS.desc} rows={2} showCount />
        </Form.Item>
        <Form.Item name="content" label="创作故事（选填）" rules={WORK_FORM_RULES.content}>
          <Input.TextArea rows={6} placeholder="拍摄地点、器材、背后的项目（空一行分段）" />
        </Form.Item>
        {open && (
          <Space>
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              {work ? '保存修改' : '发布作品'}
            </Button>
          </Space>
        )}
      </Form>
    </section>
  );
}

/**
 * photo-write and photo-edit/{id}, one screen (SPEC §2): a new work, or my work with that
 * id. One work per member: photo-write with a work already made opens its edit; the id of a
 * work that is not mine is refused (作品不存在) — the server would only ever edit mine.
 */
function WriteBody(page: PhotoPage) {
  const params = useParams();
  const editId = params.id === undefined ? null : Number(params.id) || -1;
  const mine = useMyEntry(page.activeId);
  if (mine.isError) return <ErrorView onRetry={() => void mine.refetch()} />;
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const work = mine.data.work;
  if (editId === null)
    return work ? (
      <Navigate to={PHOTO_PATHS.edit(work.id)} replace />
    ) : (
      <PhotoForm {...page} work={null} />
    );
  if (!work || work.id !== editId)
    return (
      <EmptyState description={MSG.contestWorkNotFound}>
        <p data-testid="photo-edit-refused">只能编辑自己在本次大赛的作品</p>
      </EmptyState>
    );
  return <PhotoForm {...page} work={work} />;
}

export default function PhotoWritePage() {
  return <PhotoShell>{(page) => <WriteBody {...page} />}</PhotoShell>;
}
