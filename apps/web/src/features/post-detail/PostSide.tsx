import type { PostDetail } from '@xinke/shared';
import { AuthorCard } from './AuthorCard';
import { RelatedPosts } from './RelatedPosts';

/** The post page's side column: the author and related posts. */
export function PostSide({ post }: { post: PostDetail }) {
  return (
    <>
      <AuthorCard postId={post.id} author={post.author} />
      <RelatedPosts id={post.id} />
    </>
  );
}
