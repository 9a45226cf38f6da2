import { useEffect } from 'react';
import { Alert, Button, DatePicker, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ARTICLE_LIMITS,
  ARTICLE_STATE,
  ArticleSection,
  MSG,
  type ArticleInput,
  type ArticleSectionValue,
} from '@xinke/shared';
import { toast } from '../../../lib/toast';
import { RichEditorField } from '../../editor/RichEditorField';
import { ImageField } from '../site/ImageField';
import {
  useAdminArticle,
  useAdminArticleCategories,
  useArticleCreate,
  useArticleUpdate,
} from './queries';

interface ArticleForm {
  title: string;
  category_id?: number;
  cover: string;
  summary: string;
  is_top: boolean;
  publish_at: Dayjs | null;
  content: string;
}

type Action = ArticleInput['action'];

const DONE: Record<Action, string> = {
  draft: MSG.draftSaved,
  publish: MSG.articlePublished,
  schedule: MSG.articleScheduled,
  unpublish: MSG.articleUnpublished,
};

const EMPTY: ArticleForm = {
  title: '',
  cover: '',
  summary: '',
  is_top: false,
  publish_at: null,
  content: '',
};

/**
 * Writing one news item or official article (a drawer over the table). The buttons say what
 * a save does: 存草稿 keeps it from readers, 发布 shows it now, 定时发布 shows it at the
 * chosen time (nothing needs to run then: readers' queries compare publish_at with now),
 * 撤回 takes a live one down. The server decides; the drawer shows the state it returns.
 */
export function ArticleEditor({
  section,
  editing,
  onClose,
  onCreated,
}: {
  section: ArticleSectionValue;
  editing: number | 'new' | null;
  onClose(): void;
  onCreated(id: number): void;
}) {
  const id = typeof editing === 'number' ? editing : null;
  const { data: article } = useAdminArticle(id);
  const categories = useAdminArticleCategories(section);
  const create = useArticleCreate();
  const update = useArticleUpdate();
  const [form] = Form.useForm<ArticleForm>();
  const noun = ArticleSection.label(section);

  useEffect(() => {
    if (editing === 'new') form.setFieldsValue(EMPTY);
    else if (article)
      form.setFieldsValue({
        ...article,
        is_top: article.is_top === 1,
        // The field is the schedule: it shows a time only while one is pending.
        publish_at:
          article.state === ARTICLE_STATE.scheduled && article.publish_at !== null
            ? dayjs.unix(article.publish_at)
            : null,
      });
  }, [editing, article, form]);

  const save = async (action: Action) => {
    const v = await form.validateFields();
    if (action === 'schedule' && !v.publish_at) {
      form.setFields([{ name: 'publish_at', errors: [MSG.articleScheduleRequired] }]);
      return;
    }
    const body: ArticleInput = {
      section,
      category_id: v.category_id ?? 0,
      title: v.title,
      cover: v.cover ?? '',
      summary: v.summary ?? '',
      content: v.content ?? '',
      is_top: v.is_top ? 1 : 0,
      action,
      publish_at: action === 'schedule' && v.publish_at ? v.publish_at.unix() : null,
    };
    if (id === null) {
      const created = await create.mutateAsync(body);
      onCreated(created.id);
    } else await update.mutateAsync({ ...body, id });
    toast.success(DONE[action]);
  };
  const run = (action: Action) => () => void save(action).catch(() => undefined);
  const busy = create.isPending || update.isPending;
  const live =
    article?.state === ARTICLE_STATE.published || article?.state === ARTICLE_STATE.scheduled;

  return (
    <Drawer
      open={editing !== null}
      title={id === null ? `写${noun}` : `编辑${noun}`}
      width={820}
      onClose={onClose}
      destroyOnHidden
      // In the footer, not the title bar: on a phone the four buttons need the full width.
      footer={
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
          {live && (
            <Button danger disabled={busy} onClick={run('unpublish')}>
              撤回
            </Button>
          )}
          <Button disabled={busy} onClick={run('draft')}>
            存草稿
          </Button>
          <Button disabled={busy} onClick={run('schedule')}>
            定时发布
          </Button>
          <Button type="primary" loading={busy} onClick={run('publish')}>
            {article?.state === ARTICLE_STATE.published ? '更新' : '发布'}
          </Button>
        </Space>
      }
    >
      {article?.state === ARTICLE_STATE.scheduled && article.publish_at !== null && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`将于 ${dayjs.unix(article.publish_at).format('YYYY-MM-DD HH:mm')} 自动发布`}
        />
      )}
      <Form form={form} layout="vertical" data-testid="article-form" initialValues={EMPTY}>
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: MSG.articleTitleRequired },
            { max: ARTICLE_LIMITS.title, message: MSG.articleTitleTooLong },
          ]}
        >
          <Input showCount maxLength={ARTICLE_LIMITS.title} />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item
            name="category_id"
            label="分类"
            rules={[{ required: true, message: MSG.articleCategoryInvalid }]}
          >
            <Select
              style={{ width: 200 }}
              aria-label="分类"
              placeholder="选择分类"
              notFoundContent="先在「文章分类」里建分类"
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
          <Form.Item name="is_top" label="置顶" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="publish_at" label="定时发布时间（只在点「定时发布」时使用）">
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              aria-label="定时发布时间"
            />
          </Form.Item>
        </Space>
        <Form.Item
          name="summary"
          label="摘要（留空取正文开头）"
          rules={[{ max: ARTICLE_LIMITS.summary, message: MSG.articleSummaryTooLong }]}
        >
          <Input.TextArea rows={2} showCount maxLength={ARTICLE_LIMITS.summary} />
        </Form.Item>
        <Form.Item name="cover" label="封面（可选）">
          <ImageField allowClear label="封面" />
        </Form.Item>
        <Form.Item
          name="content"
          label="正文"
          rules={[{ required: true, whitespace: true, message: MSG.articleContentRequired }]}
        >
          <RichEditorField placeholder="正文：可插入表格、图片、代码和 B 站 / 优酷视频" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
