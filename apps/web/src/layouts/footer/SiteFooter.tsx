import { Link, useNavigate } from 'react-router-dom';
import { FooterItemType, type FooterItem } from '@xinke/shared';
import { HoverCard } from '../../components/HoverCard';
import { Wordmark } from '../../components/Logo';
import { useLoginDialog } from '../../features/auth/login-dialog-context';
import { useFooterData } from '../../features/site/queries';
import { hasToken } from '../../lib/credentials';
import { LOGIN_PATH } from '../../lib/navigation';
import { isNarrowWindow } from '../../lib/use-media';
import { footerGroups, isExternalUrl, isFeedbackItem } from './footer-groups';
import styles from './SiteFooter.module.css';

/** Feedback: members go to the form; visitors get the dialog, or the login page on phones. */
function FeedbackLink({ item }: { item: FooterItem }) {
  const navigate = useNavigate();
  const { openLoginDialog } = useLoginDialog();
  const handleClick = () => {
    if (hasToken()) navigate(item.value);
    else if (isNarrowWindow()) navigate(LOGIN_PATH);
    else openLoginDialog();
  };
  return (
    <button type="button" className={styles.linkButton} onClick={handleClick}>
      {item.name}
    </button>
  );
}

function FooterEntry({ item }: { item: FooterItem }) {
  if (isFeedbackItem(item)) return <FeedbackLink item={item} />;
  if (item.type === FooterItemType.values.link) {
    return isExternalUrl(item.value) ? (
      <a href={item.value} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {item.name}
      </a>
    ) : (
      <Link to={item.value} className={styles.link}>
        {item.name}
      </Link>
    );
  }
  if (item.type === FooterItemType.values.hoverImage) {
    return (
      <HoverCard
        placement="top"
        trigger={
          <span className={styles.hover} tabIndex={0}>
            {item.name}
          </span>
        }
      >
        <img
          src={item.value}
          alt={item.name}
          width={128}
          height={146}
          style={{ display: 'block' }}
        />
      </HoverCard>
    );
  }
  return (
    <span className={styles.text}>
      {item.name}
      {item.value && `：${item.value}`}
    </span>
  );
}

/** The new-version footer (SPEC §2): four groups from GET /web/index/footer. */
export function SiteFooter() {
  const { data } = useFooterData();
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Wordmark light name={data?.site.name} logo={data?.site.logo} />
          <p>硬件爱好者的中文社区：发现和分享新科技产品</p>
        </div>
        {data && (
          <div className={styles.groups}>
            {footerGroups(data).map((group) => (
              <section key={group.title} className={styles.group}>
                <h4 className={styles.groupTitle}>{group.title}</h4>
                <ul>
                  {group.items.map((item) => (
                    <li key={`${item.name}-${item.value}`}>
                      <FooterEntry item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        {/* Copyright and filing number come from the database like the contact data. */}
        {data?.copyright && <span>{data.copyright}</span>}
        {data?.filing_number && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {data.filing_number}
          </a>
        )}
      </div>
    </footer>
  );
}
