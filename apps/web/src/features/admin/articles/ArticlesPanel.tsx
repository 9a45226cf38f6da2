import { useState } from 'react';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import {
  ARTICLE_SECTION,
  ARTICLE_STATE,
  ArticleSection,
  ArticleState,
  type AdminArticle,
  type ArticleSectionValue,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { FilterSelect } from '../kit/FilterSelect';
import { serverPagination } from '../server-pagination';
import { useAdminTableState } from '../table-state';
import { ArticleEditor } from './ArticleEditor';
import { articleSiteUrl } from './article-site-url';
import { useAdminArticleCategories, useAdminArticles } from './queries';

const formatTime = (s: number | null) =>
  s === null ? '—' : dayjs.unix(s).format('YYYY-MM-DD HH:mm');

const stateColor: Record<number, string> = {
  [ARTICLE_STATE.draft]: 'default',
  [ARTICLE_STATE.published]: 'green',
  [ARTICLE_STATE.unpublished]: 'orange',
  [ARTICLE_STATE.scheduled]: 'blue',
};

/**
 * 内容运营 › 资讯 / 官方文章 (docs/content.md): one section's articles, newest edit first,
 * filtered by state (定时 included), category and title; the editor opens in a drawer.
 */
export function ArticlesPanel({ section }: { section: ArticleSectionValue }) {
  const table = useAdminTableState(['state', 'category', 'keyword']);
  const { data, isPending, isError, refetch } = useAdminArticles(
    section,
    table.filters,
    table.page,
  );
  const categories = useAdminArticleCategories(section);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const noun = ArticleSection.label(section);

  if (isError && !data) return <ErrorView onRetry={() => void refetch()} />;

  const columns: ColumnsType<Omit<AdminArticle, 'content'>> = [
    {
      title: '标题',
      key: 'title',
      render: (_, a) => (
        <Space size={4} wrap>
          {a.is_top === 1 && <Tag color="red">置顶</Tag>}
          <span>{a.title}</span>
        </Space>
      ),
    },
    { title: '分类', dataIndex: 'category_name', key: 'category', width: 110 },
    {
      title: '状态',
      key: 'state',
      width: 100,
      render: (_, a) => <Tag color={stateColor[a.state]}>{ArticleState.label(a.state)}</Tag>,
    },
    {
      title: '发布时间',
      key: 'publish_at',
      width: 150,
      render: (_, a) => formatTime(a.publish_at),
    },
    {
      title: '阅读 / 评论 / 点赞',
      key: 'counts',
      width: 140,
      render: (_, a) => `${a.visit_count} / ${a.comment_count} / ${a.thumb_count}`,
    },
    { title: '作者', key: 'author', width: 110, render: (_, a) => a.author.nickname },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, a) => (
        <Space size={4}>
          <Button size="small" onClick={() => setEditing(a.id)} aria-label={`编辑 ${a.title}`}>
            编辑
          </Button>
          {a.state === ARTICLE_STATE.published && (
            <Button size="small" type="link" href={articleSiteUrl(a)} target="_blank">
              查看
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section data-testid={`admin-articles-${section}`}>
      <Typography.Title level={4}>
        {section === ARTICLE_SECTION.news ? '资讯' : '官方文章'}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <FilterSelect
          label="状态"
          allLabel="全部状态"
          value={table.filters.state}
          options={ArticleState.options}
          onChange={(v) => table.setFilters({ state: v })}
        />
        <FilterSelect
          label="分类"
          allLabel="全部分类"
          value={table.filters.category}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          width={160}
          onChange={(v) => table.setFilters({ category: v })}
        />
        <Input.Search
          defaultValue={table.filters.keyword}
          placeholder="标题"
          allowClear
          style={{ width: 200 }}
          onSearch={(v) => table.setFilters({ keyword: v.trim() })}
        />
        <Button type="primary" onClick={() => setEditing('new')}>
          写{noun}
        </Button>
      </Space>
      <Table<Omit<AdminArticle, 'content'>>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isPending}
        locale={{ emptyText: `还没有${noun}` }}
        scroll={{ x: 900 }}
        pagination={serverPagination(table.page, table.setPage, data?.paginate)}
      />
      <ArticleEditor
        section={section}
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(id) => setEditing(id)}
      />
    </section>
  );
}
