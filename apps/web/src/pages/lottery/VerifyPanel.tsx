import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import type { LotteryInfo, lotteryEntryIds } from '@xinke/shared';
import type { z } from 'zod';
import { downloadEntries, fetchAndVerify, type Verification } from '../../features/lottery/verify';
import styles from './Lottery.module.css';

type EntryIds = z.infer<(typeof lotteryEntryIds)['response']>;

/**
 * 公正性验证: the hash published at opening, the seed after the draw, the public list, and
 * a button that recomputes the winners here in the browser with the same shared function.
 */
export function VerifyPanel({ lottery }: { lottery: LotteryInfo }) {
  const [state, setState] = useState<{ data: EntryIds; result: Verification } | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = async () => {
    setBusy(true);
    try {
      setState(await fetchAndVerify(lottery.id, lottery.winners));
    } finally {
      setBusy(false);
    }
  };
  if (!lottery.seed_hash) return null;
  return (
    <section className={styles.section} data-testid="lottery-verify">
      <h2>公正性验证</h2>
      <dl className={styles.hashes}>
        <dt>种子哈希 sha256（开放报名时公布）</dt>
        <dd>
          <Typography.Text code copyable data-testid="lottery-seed-hash">
            {lottery.seed_hash}
          </Typography.Text>
        </dd>
        <dt>种子（开奖时公布）</dt>
        <dd>
          {lottery.seed ? (
            <Typography.Text code copyable data-testid="lottery-seed">
              {lottery.seed}
            </Typography.Text>
          ) : (
            <span className={styles.muted}>开奖后公布</span>
          )}
        </dd>
      </dl>
      {lottery.seed && (
        <>
          <Space wrap>
            <Button type="primary" loading={busy} onClick={() => void verify()}>
              验证开奖结果
            </Button>
            {state && (
              <Button onClick={() => downloadEntries(lottery.id, state.data)}>下载抽奖名单</Button>
            )}
          </Space>
          {state && (
            <Alert
              className={styles.verdict}
              type={state.result.hashMatches && state.result.winnersMatch ? 'success' : 'error'}
              showIcon
              data-testid="lottery-verdict"
              message={
                state.result.hashMatches && state.result.winnersMatch
                  ? `验证通过：种子与哈希一致，按 ${state.result.entries} 个抽奖码重新计算的中奖者与公布结果完全相同`
                  : !state.result.hashMatches
                    ? '验证失败：种子的 sha256 与开放报名时公布的哈希不一致'
                    : '验证失败：重新计算的中奖者与公布结果不同'
              }
            />
          )}
        </>
      )}
      <details className={styles.how}>
        <summary>如何自己验证</summary>
        <ol>
          <li>
            开放报名时公布 sha256(种子)，开奖后公布种子：检查 sha256(种子的字节)
            等于该哈希，种子在报名期间未被更换。
          </li>
          <li>下载完整抽奖名单（抽奖码、用户 id），按抽奖码从小到大排序。</li>
          <li>
            对第 i 个奖品名额（从 0 开始，按奖品顺序展开）：h = HMAC-SHA256(密钥 = 种子字节, 消息 =
            i 的十进制文本)， 中奖者为剩余名单中第 (h 作为大整数 mod 剩余数量)
            个；随后移除该用户的所有抽奖码（每人最多中一次）。
          </li>
          <li>点击「验证开奖结果」即在你的浏览器里执行上述计算。</li>
        </ol>
      </details>
    </section>
  );
}
