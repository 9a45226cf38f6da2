import { Link } from 'react-router-dom';
import type { Banner } from '@xinke/shared';
import { ErrorView } from '../../components/ErrorView';
import { BannerCarousel } from '../../features/site/BannerCarousel';
import { useBanners } from '../../features/site/queries';
import { RESEARCH_BASE } from '../research-routes';
import styles from './ResearchHomePage.module.css';

const AREAS = [
  {
    to: `${RESEARCH_BASE}/projects`,
    title: '项目池',
    text: '开源硬件项目的物料清单、原理图、固件与每周进展，找到队伍一起做。',
  },
  {
    to: `${RESEARCH_BASE}/laboratory`,
    title: '实验室',
    text: '创作达人发布规格书，大家提出挑战、上传设计稿，支持想要的产品。',
  },
  {
    to: `${RESEARCH_BASE}/goods`,
    title: '商城',
    text: '研究成果量产后的开发板、模块与套件，支持预售。',
  },
];

function Results({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="research-results">
      <h2 className={styles.heading} id="research-results">
        研究成果
      </h2>
      <div className={styles.results}>
        {banners.map((banner) => (
          <Link key={banner.id} to={banner.url || RESEARCH_BASE} className={styles.result}>
            <img src={banner.image} alt="" loading="lazy" />
            <span>{banner.title}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

/**
 * The research room's home: its banners (banner3 研究室, banner48 研究成果 — the groups of
 * /web/index/banner that staff manage in the console) and the room's three areas.
 */
export default function ResearchHomePage() {
  const banners = useBanners();
  return (
    <div className={styles.page} data-testid="research-home">
      {banners.isError ? (
        <ErrorView onRetry={() => void banners.refetch()} />
      ) : banners.data ? (
        banners.data.banner3.length > 0 && <BannerCarousel banners={banners.data.banner3} />
      ) : (
        <div className={styles.bannerPlaceholder} />
      )}
      <div className={styles.areas}>
        {AREAS.map((area) => (
          <Link key={area.to} to={area.to} className={styles.area}>
            <strong>{area.title}</strong>
            <span>{area.text}</span>
          </Link>
        ))}
      </div>
      {banners.data && <Results banners={banners.data.banner48} />}
    </div>
  );
}
