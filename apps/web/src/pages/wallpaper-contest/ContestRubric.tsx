import { AWARD_TIERS, RANKING_WEIGHTS, judgeCriteriaOf, workRuleOf } from '@xinke/shared';
import styles from './Wallpaper.module.css';

/**
 * The shared rubric of every contest (the numbers the console computes with): 作品要求 of the
 * kind, how the final score is made, and the award tiers — as the diy award page says it.
 */
export function ContestRubric({ kind }: { kind: string }) {
  const rule = workRuleOf(kind);
  let places = 0;
  return (
    <div data-testid="contest-rubric">
      <h2 className={styles.sectionTitle}>作品要求</h2>
      <ul>
        {rule.images.max === 0 ? (
          <li>每人投稿 1 幅{rule.noun}，上传即参赛，无需另外报名</li>
        ) : (
          <li>
            每人投稿 1 份{rule.noun}，{rule.images.min}–{rule.images.max} 张图片
            {rule.autoEnrol ? '，上传即参赛，无需另外报名' : ''}
          </li>
        )}
        {rule.minSize && (
          <li>
            图片尺寸不小于 {rule.minSize.width}×{rule.minSize.height} 像素
            {rule.minSize.height > rule.minSize.width ? '（竖屏）' : '（横屏）'}
          </li>
        )}
        <li>作品经审核通过后展示在投票页；作品征集期内可修改，修改后重新审核</li>
      </ul>
      <h2 className={styles.sectionTitle}>评选规则</h2>
      <p>
        最终得分 = 人气分 × {RANKING_WEIGHTS.votes}% + 评委分 × {RANKING_WEIGHTS.judges}%； 人气分 =
        票数 ÷ 最高票数 × 100，评委分为各评委按下列各项加权打分的平均：
      </p>
      <ul>
        {judgeCriteriaOf(kind).map((c) => (
          <li key={c.key}>
            <strong>{c.label}</strong>（{c.weight}%）：{c.hint}
          </li>
        ))}
      </ul>
      <p>投票期间每位会员每天可为同一作品投 1 票，不能给自己的作品投票。</p>
      <h2 className={styles.sectionTitle}>奖项设置</h2>
      <ul>
        {AWARD_TIERS.map((t) => {
          const from = places + 1;
          places += t.places;
          return (
            <li key={t.key}>
              <strong>{t.label}</strong>：第 {from === places ? from : `${from}–${places}`} 名
            </li>
          );
        })}
      </ul>
    </div>
  );
}
