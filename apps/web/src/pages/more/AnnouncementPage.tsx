import NoticePage from '../notice/NoticePage';

/**
 * /app/new-version/more/announcement: the same notices as the notice page; opening it clears
 * the header's 新 marker too (SiteHeader marks notices seen on either path).
 */
export default function AnnouncementPage() {
  return <NoticePage />;
}
