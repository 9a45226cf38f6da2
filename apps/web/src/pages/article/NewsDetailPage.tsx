export { NewsDetailPage as default } from './ArticleView';
