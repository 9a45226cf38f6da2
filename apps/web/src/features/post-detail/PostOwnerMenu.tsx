import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import EllipsisOutlined from '@ant-design/icons/es/icons/EllipsisOutlined';
import { DIALOG_Z_INDEX, ITEM_TYPE, type PostDetail } from '@xinke/shared';
import { editHref } from '../creation/item-links';
import { useDeleteItem } from '../creation/queries';
import { detailKeys } from './queries';

type OwnPost = Pick<PostDetail, 'id' | 'title' | 'item_type' | 'item_status'>;

/** Where the author lands after deleting: the creation centre's list of that kind. */
const manageHref = (post: OwnPost) =>
  `/app/new-version/creation-center/${post.item_type === ITEM_TYPE.vote ? 'vote' : 'post'}-manage`;

/**
 * The author's own menu on the post's page: 编辑 opens the creation centre's edit form,
 * 删除 asks first, then deletes through the creation centre's call (DELETE
 * /web/item/delete/:id, which checks the author on the server) and leaves the page, which
 * no longer exists, for the author's list with 删除成功.
 */
export function PostOwnerMenu({ post }: { post: OwnPost }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteItem();
  const confirmDelete = async () => {
    const { default: Modal } = await import('antd/es/modal');
    Modal.confirm({
      title: '删除这篇帖子？',
      content: `《${post.title}》删除后不可恢复，评论、点赞和收藏会一并删除。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      zIndex: DIALOG_Z_INDEX,
      onOk: async () => {
        await remove.mutateAsync(post);
        void navigate(manageHref(post), { replace: true });
        // The page is gone: nothing may show or refetch it from the cache.
        queryClient.removeQueries({ queryKey: detailKeys.all(post.id) });
      },
    });
  };
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'edit', label: <span data-testid="post-edit">编辑</span> },
          { key: 'delete', danger: true, label: <span data-testid="post-delete">删除</span> },
        ],
        onClick: ({ key }) => {
          if (key === 'edit') void navigate(editHref(post));
          else void confirmDelete();
        },
      }}
    >
      <Button icon={<EllipsisOutlined />} aria-label="帖子操作" data-testid="post-owner-menu" />
    </Dropdown>
  );
}
