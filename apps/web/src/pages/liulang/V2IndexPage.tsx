import { LiulangLanding } from '../../features/liulang/LiulangLanding';

/** /app/V2-index (SPEC §2): the landing of the current round. */
export default function V2IndexPage() {
  return <LiulangLanding testId="v2-index" />;
}
