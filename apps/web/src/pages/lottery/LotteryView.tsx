import { useEffect, useState } from 'react';
import { GiftOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Skeleton, Tag } from 'antd';
import { LOTTERY_PHASE, LotteryShipStatus, formatDateTime, type LotteryInfo } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { ErrorView } from '../../components/ErrorView';
import { RichContent } from '../../features/editor/RichContent';
import { useLotteryInfo } from '../../features/lottery/queries';
import { AddressDialog } from './AddressDialog';
import { Countdown } from './Countdown';
import { EntryList } from './EntryList';
import { EntryPanel } from './EntryPanel';
import { VerifyPanel } from './VerifyPanel';
import styles from './Lottery.module.css';

const PHASE_COLOR: Record<string, string> = {
  draft: 'default',
  upcoming: 'blue',
  open: 'green',
  closed: 'orange',
  drawn: 'default',
};

/** One lottery (docs/lottery.md), the same on /app/draw/:id and activity/lottery/:id. */
export function LotteryView({ id }: { id: number }) {
  const info = useLotteryInfo(id);
  if (info.isError && !info.data) return <ErrorView onRetry={() => void info.refetch()} />;
  if (info.isPending)
    return (
      <div data-testid="lottery-loading">
        <Skeleton.Image active className={styles.skeletonImage} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  return <Loaded lottery={info.data} refetch={() => void info.refetch()} />;
}

function Loaded({ lottery, refetch }: { lottery: LotteryInfo; refetch(): void }) {
  const [addressOpen, setAddressOpen] = useState(false);
  const win = lottery.me?.win ?? null;
  // A win without an address opens the form once, when the page is first seen after the draw.
  useEffect(() => {
    if (win && win.ship_status === 0) setAddressOpen(true);
  }, [win?.winner_id]); // eslint-disable-line react-hooks/exhaustive-deps
  const next =
    lottery.phase === LOTTERY_PHASE.upcoming
      ? { to: lottery.open_time, label: '距开始报名' }
      : lottery.phase === LOTTERY_PHASE.open
        ? { to: lottery.close_time, label: '距报名截止' }
        : lottery.phase === LOTTERY_PHASE.closed
          ? { to: lottery.draw_time, label: '距开奖' }
          : null;
  useEffect(() => {
    if (!next) return;
    const wait = next.to * 1000 - Date.now();
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(refetch, wait + 1500);
    return () => clearTimeout(timer);
  }, [next?.to]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <article className={styles.lottery} data-testid="lottery-page">
      {lottery.cover && <img className={styles.cover} src={lottery.cover} alt="" />}
      <header className={styles.head}>
        <h1>{lottery.title}</h1>
        <div className={styles.tags}>
          <Tag color="magenta">{lottery.type_text}</Tag>
          <Tag color={PHASE_COLOR[lottery.phase]} data-testid="lottery-phase">
            {lottery.phase_text}
          </Tag>
        </div>
        {lottery.summary && <p className={styles.muted}>{lottery.summary}</p>}
      </header>

      <section className={styles.section}>
        <h2>奖品</h2>
        {lottery.prizes.length === 0 ? (
          <EmptyState description="暂无奖品" />
        ) : (
          <ul className={styles.prizes}>
            {lottery.prizes.map((p) => (
              <li key={p.id}>
                {p.image ? (
                  <img src={p.image} alt="" />
                ) : (
                  <GiftOutlined className={styles.prizeIcon} aria-hidden />
                )}
                <strong>{p.name}</strong>
                <span className={styles.muted}>× {p.count}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section}>
        <h2>参与方式</h2>
        <p>{lottery.how}</p>
        <ul className={styles.times}>
          <li>
            报名时间：{formatDateTime(lottery.open_time)} ~ {formatDateTime(lottery.close_time)}
          </li>
          <li>开奖时间：{formatDateTime(lottery.draw_time)}</li>
          <li>每人最多 {lottery.max_entries_per_member} 次抽奖机会，每人最多中奖一次</li>
        </ul>
        {next && <Countdown to={next.to} label={next.label} />}
        {lottery.me && (
          <p data-testid="lottery-my-entries">
            我的抽奖机会：<strong>{lottery.me.entries}</strong> 次
          </p>
        )}
        <EntryPanel lottery={lottery} />
      </section>

      {lottery.phase === LOTTERY_PHASE.drawn && (
        <section className={styles.section} data-testid="lottery-winners">
          <h2>中奖名单</h2>
          {win && (
            <Alert
              type="success"
              showIcon
              className={styles.verdict}
              message={`恭喜你获得「${win.prize_name}」（${LotteryShipStatus.label(win.ship_status)}${win.tracking_no ? `，快递单号 ${win.tracking_no}` : ''}）`}
              action={
                win.ship_status !== 2 && (
                  <Button size="small" onClick={() => setAddressOpen(true)}>
                    {win.ship_status === 0 ? '填写收货地址' : '修改地址'}
                  </Button>
                )
              }
            />
          )}
          {lottery.winners.length === 0 ? (
            <EmptyState description="本次抽奖没有人参与，无人中奖" />
          ) : (
            <ol className={styles.winners}>
              {lottery.winners.map((w) => (
                <li key={w.slot}>
                  <Avatar src={w.head_pic || undefined} size="small">
                    {w.nickname.slice(0, 1)}
                  </Avatar>
                  <span>{w.nickname}</span>
                  <span className={styles.muted}>抽奖码 {w.entry_id}</span>
                  <strong>{w.prize_name}</strong>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <VerifyPanel lottery={lottery} />
      {lottery.phase !== LOTTERY_PHASE.draft && <EntryList lottery={lottery} />}
      {lottery.rules && (
        <section className={styles.section}>
          <h2>活动规则</h2>
          <RichContent html={lottery.rules} />
        </section>
      )}
      {win && (
        <AddressDialog
          id={lottery.id}
          win={win}
          open={addressOpen}
          onClose={() => setAddressOpen(false)}
        />
      )}
    </article>
  );
}
