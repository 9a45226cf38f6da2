import { RichContent } from '../editor/RichContent';
import styles from './PostDetail.module.css';

/**
 * The post body. It is the server's sanitized HTML (the detail contract stores and
 * answers it sanitized: no scripts, handlers or javascript: links), the one place besides
 * search highlights where the site renders user HTML. Its look (tables, code, players) is
 * the editor's own: features/editor/RichContent.
 */
export function PostBody({ html, videoSrc }: { html: string; videoSrc: string }) {
  return (
    <>
      <RichContent html={html} className={styles.body} testId="post-body" />
      {videoSrc && (
        <p className={styles.video}>
          视频：
          <a href={videoSrc} target="_blank" rel="noopener noreferrer nofollow">
            {videoSrc}
          </a>
        </p>
      )}
    </>
  );
}
