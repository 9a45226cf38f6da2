import { LiulangLanding } from '../../features/liulang/LiulangLanding';

/** /app/llw-index (SPEC §2): 流浪活动 — the current round with the earlier ones listed. */
export default function LlwIndexPage() {
  return <LiulangLanding testId="llw-index" showPast />;
}
