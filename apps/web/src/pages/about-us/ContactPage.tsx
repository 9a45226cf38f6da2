import { SitePageView } from './SitePageView';

/** /app/new-version/aboutUs/contact: written by admins in the console. */
export default function ContactPage() {
  return (
    <SitePageView
      pageKey="contact"
      fallback="有问题或合作意向，请通过 更多 › 意见反馈 告诉我们。"
    />
  );
}
