import { PublishPage } from './PublishPage';

export default function PublishVotePage() {
  return <PublishPage isVote />;
}
