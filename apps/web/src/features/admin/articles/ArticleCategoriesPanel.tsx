import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  InputNumber,
  Segmented,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ARTICLE_LIMITS,
  ARTICLE_SECTION,
  ArticleSection,
  MSG,
  type AdminArticleCategory,
  type ArticleSectionValue,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { ImageField } from '../site/ImageField';
import {
  useAdminArticleCategories,
  useArticleCategoryCreate,
  useArticleCategoryDelete,
  useArticleCategoryUpdate,
} from './queries';
import { DeleteButton } from '../kit/DeleteButton';
import { FormModal } from '../kit/FormModal';

interface CategoryForm {
  name: string;
  image: string;
  is_activity: boolean;
  sort: number;
}

/**
 * 内容运营 › 文章分类: the categories of news and of official articles (an article's
 * section never changes, so neither does its category's). The image is the official page's
 * tab image; 活动 categories feed the official activity strip. A category in use stays.
 */
export function ArticleCategoriesPanel() {
  const [section, setSection] = useState<ArticleSectionValue>(ARTICLE_SECTION.news);
  const { data, isPending, isError, refetch } = useAdminArticleCategories(section);
  const create = useArticleCategoryCreate();
  const update = useArticleCategoryUpdate();
  const remove = useArticleCategoryDelete();
  const [editing, setEditing] = useState<AdminArticleCategory | 'new' | null>(null);
  const [form] = Form.useForm<CategoryForm>();

  const open = (c: AdminArticleCategory | 'new') => {
    setEditing(c);
    form.setFieldsValue(
      c === 'new'
        ? { name: '', image: '', is_activity: false, sort: 0 }
        : { ...c, is_activity: c.is_activity === 1 },
    );
  };
  const save = async () => {
    const v = await form.validateFields();
    const body = { ...v, image: v.image ?? '', section, is_activity: v.is_activity ? 1 : 0 };
    if (editing === 'new') await create.mutateAsync(body);
    else if (editing) await update.mutateAsync({ ...body, id: editing.id });
    setEditing(null);
  };

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;
  const columns: ColumnsType<AdminArticleCategory> = [
    {
      title: '分类',
      key: 'name',
      render: (_, c) => (
        <Space size={4}>
          {c.name}
          {c.is_activity === 1 && <Tag color="purple">活动</Tag>}
        </Space>
      ),
    },
    { title: '文章数', dataIndex: 'article_count', key: 'count', width: 100 },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 80 },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, c) => (
        <Space size={4}>
          <Button size="small" onClick={() => open(c)} aria-label={`编辑 ${c.name}`}>
            编辑
          </Button>
          <DeleteButton
            confirm={`删除分类「${c.name}」？`}
            name={c.name}
            disabled={c.article_count > 0}
            hint={c.article_count > 0 ? MSG.articleCategoryInUse : undefined}
            onConfirm={() => remove.mutateAsync({ id: c.id })}
          />
        </Space>
      ),
    },
  ];
  return (
    <section data-testid="admin-article-categories">
      <Typography.Title level={4}>文章分类</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented
          value={section}
          options={ArticleSection.options.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(v) => setSection(v as ArticleSectionValue)}
        />
        <Button type="primary" onClick={() => open('new')}>
          新建{ArticleSection.label(section)}分类
        </Button>
      </Space>
      <Table<AdminArticleCategory>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isPending}
        locale={{ emptyText: '还没有分类' }}
        pagination={false}
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? '新建分类' : '编辑分类'}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="name"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: MSG.articleCategoryNameRequired },
              { max: ARTICLE_LIMITS.categoryName, message: MSG.articleCategoryNameTooLong },
            ]}
          >
            <Input />
          </Form.Item>
          {section === ARTICLE_SECTION.official && (
            <>
              <Form.Item name="image" label="标签图（官方页的分类图）">
                <ImageField allowClear label="标签图" />
              </Form.Item>
              <Form.Item name="is_activity" label="活动分类" valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          )}
          <Form.Item name="sort" label="排序（小的在前）">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Form>
      </FormModal>
    </section>
  );
}
