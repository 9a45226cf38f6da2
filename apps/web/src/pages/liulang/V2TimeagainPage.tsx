import dayjs from 'dayjs';
import { RoundNotice } from '../../features/liulang/RoundNotice';

/** /app/V2-timeagain (SPEC §2): sign-up has not opened yet — come back at its start. */
export default function V2TimeagainPage() {
  return (
    <RoundNotice
      testId="v2-timeagain"
      title="报名尚未开始"
      text={(r) =>
        `报名将于 ${dayjs.unix(r.signup_start).format('M月D日 HH:mm')} 开始，到时再来吧。`
      }
    />
  );
}
