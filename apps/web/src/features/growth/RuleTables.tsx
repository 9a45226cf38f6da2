import { EARNING_RULES, LEVELS, levelOf } from '@xinke/shared';
import { SignInSchedule } from './SignInSchedule';
import styles from './Growth.module.css';

/*
 * The rules as the ledger applies them: every number comes from the shared constants
 * (packages/shared/src/constants/electricity.ts), never copied here.
 */

/** How electricity is earned: the sign-in schedule, then the content rules with daily caps. */
export function EarningRules() {
  return (
    <>
      <section className={styles.section} aria-labelledby="rules-signin">
        <h2 className={styles.sectionTitle} id="rules-signin">
          每日签到
        </h2>
        <p>每天（北京时间）可签到一次，连续签到奖励递增；中断一天后从第 1 天重新计算。</p>
        <SignInSchedule />
      </section>
      <section className={styles.section} aria-labelledby="rules-content">
        <h2 className={styles.sectionTitle} id="rules-content">
          内容奖励
        </h2>
        <table className={styles.table} data-testid="earning-rules">
          <thead>
            <tr>
              <th>行为</th>
              <th>获得电量</th>
              <th>每日上限</th>
            </tr>
          </thead>
          <tbody>
            {EARNING_RULES.map((rule) => (
              <tr key={rule.reason}>
                <td>{rule.when}</td>
                <td>+{rule.amount}</td>
                <td>{rule.dailyCap} 次</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          自己给自己点赞、评论不计电量；帖子被删除或未通过审核、取消点赞、评论被删除时，相应电量会被收回，收回的次数仍计入当天上限。
        </p>
      </section>
    </>
  );
}

/** The level table: badge, name and the electricity it starts at; `ele` marks my row. */
export function LevelTable({ ele }: { ele?: number }) {
  const mine = ele === undefined ? undefined : levelOf(ele).name;
  return (
    <table className={styles.table} data-testid="level-table">
      <thead>
        <tr>
          <th>等级</th>
          <th>所需电量</th>
        </tr>
      </thead>
      <tbody>
        {LEVELS.map((level) => (
          <tr
            key={level.name}
            className={level.name === mine ? styles.currentRow : undefined}
            aria-current={level.name === mine ? 'true' : undefined}
          >
            <td>
              <img className={styles.levelBadge} src={level.image} alt="" /> {level.name}
            </td>
            <td>{level.min}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
