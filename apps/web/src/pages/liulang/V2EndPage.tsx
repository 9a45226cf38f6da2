import { RoundNotice } from '../../features/liulang/RoundNotice';

/** /app/V2-end (SPEC §2): sign-up is over (or the round ended). */
export default function V2EndPage() {
  return (
    <RoundNotice
      testId="v2-end"
      title="本期报名已结束"
      text={(r) => `${r.title} 正在漂流中或已结束，关注下一期招募吧。`}
      showChain
    />
  );
}
