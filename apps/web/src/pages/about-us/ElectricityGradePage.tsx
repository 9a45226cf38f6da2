import { EarningRules, LevelTable } from '../../features/growth/RuleTables';
import { SignInButton } from '../../features/growth/SignInButton';
import growth from '../../features/growth/Growth.module.css';
import styles from '../user-center/UserCenterPage.module.css';

/**
 * /app/new-version/aboutUs/electricityGrade (SPEC §2 about us for visitors): what
 * electricity and levels are and how to earn them. Signing in from here asks a visitor to
 * log in first.
 */
export default function ElectricityGradePage() {
  return (
    <div className={styles.page} data-testid="electricity-grade-page">
      <h1 className={styles.title}>电量与等级</h1>
      <div className={growth.balance}>
        <span>电量是芯客的成长值：签到、发帖、获得点赞和评论都能攒电量，电量越多等级越高。</span>
        <SignInButton />
      </div>
      <section className={growth.section} aria-labelledby="grade-levels">
        <h2 className={growth.sectionTitle} id="grade-levels">
          等级
        </h2>
        <LevelTable />
      </section>
      <EarningRules />
    </div>
  );
}
