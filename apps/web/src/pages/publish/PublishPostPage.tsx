import { PublishPage } from './PublishPage';

export default function PublishPostPage() {
  return <PublishPage isVote={false} />;
}
