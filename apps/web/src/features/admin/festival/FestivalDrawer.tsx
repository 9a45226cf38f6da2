import { useEffect, useState } from 'react';
import { Button, Drawer, Empty, Form, Input, List, Popconfirm, Space, Tag, Typography } from 'antd';
import {
  FESTIVAL_LIMITS,
  FestivalModuleKind,
  festivalPagePath,
  type AdminFestivalModule,
} from '@xinke/shared';
import { ErrorView } from '../../../components/ErrorView';
import { ModuleDialog } from './ModuleDialog';
import { moved, toFooterForm, toFooterInput, type FooterForm } from './festival-form';
import { useAdminFestival, useFooterSave, useModuleDelete, useModuleSort } from './queries';

/** One line of a module in the list: what it shows, at a glance. */
function describe(m: AdminFestivalModule): string {
  const c = m.config;
  switch (c.kind) {
    case 'banner':
      return `${c.images.length} 张图片`;
    case 'text':
      return `${c.html.replace(/<[^>]+>/g, '').slice(0, 40)}`;
    case 'vote':
      return `投票帖 #${c.item_id}`;
    case 'posts':
      return `帖子 ${c.item_ids.map((id) => `#${id}`).join(' ')}`;
    case 'members':
      return `用户 ${c.user_ids.map((id) => `#${id}`).join(' ')}`;
    case 'comments':
      return '成员评论、回复、点赞；版主在页面上设精选';
  }
}

/**
 * 活动运营 › 活动 › 页面模块 (docs/festival.md): a festival page's modules in their order
 * (add, edit, move, delete) and its footer. Each save is one audited console write.
 */
export function FestivalDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const festival = useAdminFestival(id);
  const sort = useModuleSort();
  const remove = useModuleDelete();
  const saveFooter = useFooterSave();
  const [editing, setEditing] = useState<AdminFestivalModule | 'new' | null>(null);
  const [footer] = Form.useForm<FooterForm>();
  const f = festival.data;
  useEffect(() => {
    if (f) footer.setFieldsValue(toFooterForm(f.footer));
  }, [f, footer]);
  const ids = f?.modules.map((m) => m.id) ?? [];
  const move = (index: number, delta: number) => {
    if (id !== null) sort.mutate({ active_id: id, ids: moved(ids, index, delta) });
  };
  const onSaveFooter = async () => {
    const v = await footer.validateFields().catch(() => null);
    if (v && id !== null)
      await saveFooter.mutateAsync({ active_id: id, ...toFooterInput(v) }).catch(() => undefined);
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={760}
      title={f ? `页面模块：${f.activity.title}` : '页面模块'}
      destroyOnHidden
      extra={
        id !== null && (
          <Space>
            <Button href={festivalPagePath(id)} target="_blank">
              查看页面
            </Button>
            <Button
              type="primary"
              disabled={ids.length >= FESTIVAL_LIMITS.modules}
              onClick={() => setEditing('new')}
            >
              添加模块
            </Button>
          </Space>
        )
      }
    >
      {festival.isError && !f ? (
        <ErrorView onRetry={() => void festival.refetch()} />
      ) : (
        <div data-testid="festival-drawer">
          <List
            loading={festival.isPending}
            dataSource={f?.modules ?? []}
            locale={{ emptyText: <Empty description="还没有模块：先添加一张横幅图片吧" /> }}
            renderItem={(m, index) => (
              <List.Item
                actions={[
                  <Button
                    key="up"
                    size="small"
                    disabled={index === 0 || sort.isPending}
                    onClick={() => move(index, -1)}
                    aria-label={`上移 ${m.title || FestivalModuleKind.label(m.config.kind)}`}
                  >
                    上移
                  </Button>,
                  <Button
                    key="down"
                    size="small"
                    disabled={index === ids.length - 1 || sort.isPending}
                    onClick={() => move(index, 1)}
                    aria-label={`下移 ${m.title || FestivalModuleKind.label(m.config.kind)}`}
                  >
                    下移
                  </Button>,
                  <Button key="edit" size="small" onClick={() => setEditing(m)}>
                    编辑
                  </Button>,
                  <Popconfirm
                    key="delete"
                    title="删除这个模块？（评论墙的评论会保留）"
                    okText="删除"
                    cancelText="取消"
                    onConfirm={() => remove.mutateAsync({ id: m.id }).catch(() => undefined)}
                  >
                    <Button size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <Tag color="red">{FestivalModuleKind.label(m.config.kind)}</Tag>
                      {m.title || <Typography.Text type="secondary">（无标题）</Typography.Text>}
                    </Space>
                  }
                  description={describe(m)}
                />
              </List.Item>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            页脚
          </Typography.Title>
          <Form form={footer} layout="vertical">
            <Form.Item name="organiser" label="主办方">
              <Input maxLength={FESTIVAL_LIMITS.organiser} />
            </Form.Item>
            <Form.Item name="sponsors" label="赞助方（用顿号或逗号分隔）">
              <Input />
            </Form.Item>
            <Form.Item name="links" label="链接（每行一个：文字 地址，地址以 / 或 https:// 开头）">
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            <Form.Item name="note" label="备注">
              <Input maxLength={FESTIVAL_LIMITS.note} />
            </Form.Item>
            <Button onClick={() => void onSaveFooter()} loading={saveFooter.isPending}>
              保存页脚
            </Button>
          </Form>
        </div>
      )}
      {id !== null && editing !== null && (
        <ModuleDialog activeId={id} editing={editing} onClose={() => setEditing(null)} />
      )}
    </Drawer>
  );
}
