export { NewsDetailPage as default } from './ArticlePage';
