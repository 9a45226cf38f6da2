import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDateTime, type InviteInfo } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { RichContent } from '../../features/editor/RichContent';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { useUserInfo } from '../../features/account/queries';
import { rememberInvite } from '../../features/invite/pending-invite';
import { useInviteInfo } from '../../features/invite/queries';
import { copyText } from '../../features/privilege/copy-text';
import { InviteBoard } from './InviteBoard';
import { InviteesList } from './InviteesList';
import styles from './InvitePage.module.css';

// The poster and the qrcode package load only when a member opens it.
const InvitePosterModal = lazy(() => import('../../features/invite/InvitePosterModal'));

const windowText = (info: InviteInfo) =>
  info.window_start === null || info.window_end === null
    ? '时间待定'
    : `${formatDateTime(info.window_start)} ~ ${formatDateTime(info.window_end)}`;

function windowState(info: InviteInfo, now: number): { text: string; tone: string } {
  if (info.in_window) return { text: '进行中', tone: styles.ongoing ?? '' };
  if (info.window_start !== null && now < info.window_start * 1000)
    return { text: '未开始', tone: styles.upcoming ?? '' };
  return { text: '已结束', tone: styles.ended ?? '' };
}

/**
 * /app/new-version/activity/invite/:id (SPEC §2; docs/invitations.md): the rules and rewards,
 * my link, poster and friends, and the leaderboard. A visitor who arrives with ?code= has it
 * kept for the login that follows (the layout's PendingInviteLayer receives it).
 */
export default function InvitePage() {
  const id = Number(useParams().id) || 0;
  const code = useSearchParams()[0].get('code');
  const { openLoginDialog } = useLoginDialog();
  const [posterOpen, setPosterOpen] = useState(false);
  const info = useInviteInfo(id, code);
  const me = useUserInfo();

  const mineCode = info.data?.mine?.code;
  const signedIn = info.data ? info.data.mine !== null : null;
  useEffect(() => {
    // Waits for the page to know who reads it: an owner opening their own shared link does
    // not keep (and then receive) their own code.
    if (!code || signedIn === null || mineCode === code) return;
    rememberInvite(code, id);
  }, [code, id, signedIn, mineCode]);

  if (info.isError && !info.data)
    return (
      <div className={styles.page}>
        <ErrorView onRetry={() => void info.refetch()} />
      </div>
    );
  if (info.isPending)
    return (
      <div className={styles.page} aria-busy="true" data-testid="invite-loading">
        <Skeleton.Image active className={styles.skeletonCover} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );

  const data = info.data;
  const a = data.activity;
  const s = data.settings;
  const state = windowState(data, Date.now());
  const mine = data.mine;
  const fullLink = mine ? `${window.location.origin}${mine.link}` : '';
  const rewardLine = `注册即得 ${s.invitee_ele} 电量，好友活跃再得更多`;

  return (
    <div className={styles.page} data-testid="invite-page">
      <header className={styles.hero}>
        {a.cover ? <img className={styles.cover} src={a.cover} alt="" /> : null}
        <div className={styles.heroText}>
          <span className={`${styles.badge} ${state.tone}`}>{state.text}</span>
          <h1 className={styles.title}>{a.title}</h1>
          {a.summary ? <p className={styles.summary}>{a.summary}</p> : null}
          <p className={styles.time}>邀请时间：{windowText(data)}</p>
        </div>
      </header>

      {data.inviter && !mine ? (
        <p className={styles.landing} data-testid="invite-landing">
          {data.inviter.nickname} 邀请你加入芯客，注册登录后即可获得 {s.invitee_ele} 电量
        </p>
      ) : null}

      <section className={styles.rewards} aria-label="奖励">
        <div className={styles.reward}>
          <strong>+{s.inviter_register_ele}</strong>
          <span>好友接受邀请，你得电量</span>
        </div>
        <div className={styles.reward}>
          <strong>+{s.inviter_active_ele}</strong>
          <span>好友成为活跃用户，你再得</span>
        </div>
        <div className={styles.reward}>
          <strong>+{s.invitee_ele}</strong>
          <span>新用户接受邀请得电量</span>
        </div>
      </section>

      <section className={styles.card} aria-label="我的邀请">
        <h2 className={styles.heading}>我的邀请链接</h2>
        {mine ? (
          <>
            <div className={styles.linkRow}>
              <code className={styles.link} data-testid="invite-link">
                {fullLink}
              </code>
              <div className={styles.actions}>
                <Button onClick={() => void copyText(fullLink)} data-testid="invite-copy">
                  复制链接
                </Button>
                <Button
                  type="primary"
                  onClick={() => setPosterOpen(true)}
                  disabled={!data.in_window}
                >
                  生成海报
                </Button>
              </div>
            </div>
            <p className={styles.stats}>
              已邀请 <b>{mine.invited}</b> 人 · 已激活 <b>{mine.activated}</b> 人 · 获得{' '}
              <b>{mine.ele_earned}</b> 电量
              {mine.invited_by ? ` · 我是 ${mine.invited_by} 邀请来的` : ''}
            </p>
            <InviteesList invitees={mine.invitees} />
          </>
        ) : (
          <div className={styles.login}>
            <p>登录后获取你的专属邀请链接和海报</p>
            <Button type="primary" onClick={openLoginDialog} data-testid="invite-login">
              登录 / 注册
            </Button>
          </div>
        )}
      </section>

      <section className={styles.card} aria-label="邀请排行榜">
        <h2 className={styles.heading}>邀请排行榜</h2>
        <InviteBoard rows={data.leaderboard} />
      </section>

      <section className={styles.card} aria-label="活动规则">
        <h2 className={styles.heading}>活动规则</h2>
        <ul className={styles.rules}>
          <li>仅限新注册的账号接受邀请（注册 24 小时内），每个账号只能被邀请一次。</li>
          <li>好友签到满 2 天或发布的帖子通过审核，即成为活跃用户；奖励只在邀请时间内发放。</li>
          <li>
            每人每天最多 {s.daily_cap} 位好友计奖励，本活动累计最多 {s.total_cap}{' '}
            位；不能邀请自己，同一网络下的异常邀请不计奖励。
          </li>
        </ul>
        {a.rules ? <RichContent html={a.rules} className={styles.richRules} /> : null}
      </section>

      {mine && posterOpen ? (
        <Suspense fallback={null}>
          <InvitePosterModal
            open={posterOpen}
            onClose={() => setPosterOpen(false)}
            code={mine.code}
            poster={{
              title: a.title,
              cover: a.cover,
              nickname: me.data?.nickname ?? '芯客会员',
              rewardLine,
              link: fullLink,
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
