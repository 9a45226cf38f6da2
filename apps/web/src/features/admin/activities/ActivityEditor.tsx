import { useEffect } from 'react';
import { Button, DatePicker, Drawer, Form, Input, Select, Space, Tag } from 'antd';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_PUBLISH,
  ACTIVITY_STATUS,
  ActivityKind,
  ActivityStage,
  ActivityStatus,
  ActivityTypeKey,
  MSG,
} from '@xinke/shared';
import { toast } from '../../../lib/toast';
import { RichEditorField } from '../../editor/RichEditorField';
import { ImageField } from '../site/ImageField';
import { TONE_COLOR, activityTone } from '../../activity/status-tone';
import { EMPTY_ACTIVITY, toForm, toInput, type ActivityForm } from './activity-form';
import {
  useActivityCreate,
  useActivityPublish,
  useActivityResults,
  useActivityUnpublish,
  useActivityUpdate,
  useAdminActivity,
} from './queries';

/**
 * One activity and its stages (a drawer over the table). A save sends the stages with it
 * (the server replaces them together and checks their order); 发布 saves first, so what
 * goes live is what is on screen. 公布结果 ends the activity: only offered once voting is
 * over (status 4), as the server requires.
 */
export function ActivityEditor({
  editing,
  onClose,
  onCreated,
}: {
  editing: number | 'new' | null;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const id = typeof editing === 'number' ? editing : null;
  const { data: activity } = useAdminActivity(id);
  const create = useActivityCreate();
  const update = useActivityUpdate();
  const publish = useActivityPublish();
  const unpublish = useActivityUnpublish();
  const results = useActivityResults();
  const [form] = Form.useForm<ActivityForm>();
  const published = activity?.publish_status === ACTIVITY_PUBLISH.published;

  useEffect(() => {
    if (editing === 'new') form.setFieldsValue(EMPTY_ACTIVITY);
    else if (activity) form.setFieldsValue(toForm(activity));
  }, [editing, activity, form]);

  /** Saves the form; resolves to the activity's id (new on the first save). */
  const save = async () => {
    const body = toInput(await form.validateFields());
    if (id !== null) {
      await update.mutateAsync({ ...body, id });
      return id;
    }
    const created = await create.mutateAsync(body);
    onCreated(created.id);
    return created.id;
  };
  const run = (work: () => Promise<unknown>) => () => void work().catch(() => undefined);
  const saveOnly = run(async () => {
    await save();
    toast.success(published ? MSG.siteContentSaved : MSG.draftSaved);
  });
  const saveAndPublish = run(async () => publish.mutateAsync({ id: await save() }));

  const busy = [create, update, publish, unpublish, results].some((m) => m.isPending);

  return (
    <Drawer
      open={editing !== null}
      title={
        <Space size={8} wrap>
          <span>{id === null ? '新建活动' : '编辑活动'}</span>
          {activity && (
            <Tag color={published ? TONE_COLOR[activityTone(activity.status)] : 'default'}>
              {published ? ActivityStatus.label(activity.status) : '草稿'}
            </Tag>
          )}
        </Space>
      }
      width={820}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
          {published && activity.status === ACTIVITY_STATUS.awaitingReview && (
            <Button disabled={busy} onClick={run(() => results.mutateAsync({ id: activity.id }))}>
              公布结果
            </Button>
          )}
          {published && activity.results_published_at === null && (
            <Button
              danger
              disabled={busy}
              onClick={run(() => unpublish.mutateAsync({ id: activity.id }))}
            >
              撤回发布
            </Button>
          )}
          <Button disabled={busy} onClick={saveOnly}>
            {published ? '保存' : '保存草稿'}
          </Button>
          {!published && (
            <Button type="primary" loading={busy} onClick={saveAndPublish}>
              发布
            </Button>
          )}
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="activity-form"
        initialValues={EMPTY_ACTIVITY}
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: MSG.activityTitleRequired },
            { max: ACTIVITY_LIMITS.title, message: MSG.activityTitleTooLong },
          ]}
        >
          <Input showCount maxLength={ACTIVITY_LIMITS.title} />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item name="kind" label="活动页面">
            <Select
              style={{ width: 160 }}
              aria-label="活动页面"
              options={[...ActivityKind.options]}
            />
          </Form.Item>
          <Form.Item name="type" label="类型">
            <Select
              style={{ width: 120 }}
              aria-label="类型"
              options={[...ActivityTypeKey.options]}
            />
          </Form.Item>
        </Space>
        <Form.Item label="阶段（不需要的阶段留空；顺序为 作品征集 → 投票 → 终审）" required={false}>
          {ActivityStage.options.map((s) => (
            <Form.Item
              key={s.value}
              name={['stages', s.value]}
              label={s.label}
              style={{ marginBottom: 12 }}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                allowEmpty={[false, false]}
                placeholder={[`${s.label}开始`, `${s.label}结束`]}
                style={{ width: '100%', maxWidth: 420 }}
              />
            </Form.Item>
          ))}
        </Form.Item>
        <Form.Item
          name="summary"
          label="简介"
          rules={[{ max: ACTIVITY_LIMITS.summary, message: MSG.activitySummaryTooLong }]}
        >
          <Input.TextArea rows={2} showCount maxLength={ACTIVITY_LIMITS.summary} />
        </Form.Item>
        <Form.Item name="cover" label="封面（可选）">
          <ImageField allowClear label="封面" />
        </Form.Item>
        <Form.Item name="rules" label="活动规则">
          <RichEditorField placeholder="活动规则：参与方式、评选标准、奖品" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
