import { SitePageView } from './SitePageView';

/** /app/new-version/aboutUs/about: written by admins in the console. */
export default function AboutPage() {
  return (
    <SitePageView
      pageKey="about"
      fallback="芯客是面向硬件爱好者的创客社区：在这里发现新的科技产品，分享你的作品与经验。"
    />
  );
}
