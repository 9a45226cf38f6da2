import { useParams, useSearchParams } from 'react-router-dom';
import { ArticleView } from './ArticleView';
import { OfficialList } from './OfficialList';

// The news page is ArticleView's too; its own module (NewsDetailPage.tsx) keeps the official
// list's antd code out of the news item's first load.
export { NewsDetailPage } from './ArticleView';

/** /app/new-version/official/:type/:oId — an official article; oId 0 lists the type. */
export default function OfficialArticlePage() {
  const { type, oId } = useParams();
  const [query] = useSearchParams();
  const id = Number(oId) || 0;
  if (id === 0)
    return <OfficialList type={Number(type) || 0} page={Number(query.get('page')) || 1} />;
  return <ArticleView section="official" id={id} />;
}
