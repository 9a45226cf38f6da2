import { useEffect, useRef } from 'react';
import styles from './RichContent.module.css';

/**
 * A stored rich-text body, shown: the server's sanitized HTML (lib/sanitize-html.ts keeps
 * only what the editor writes: no scripts, handlers, styles or foreign frames), with the
 * editor's look — tables that scroll sideways on a phone, images to width, video players
 * 16:9. Code blocks are coloured after the first paint by a module loaded only when the
 * body has code, so a page without code never downloads the highlighter.
 */
export function RichContent({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el?.querySelector('pre > code[class*="language-"]')) return;
    let live = true;
    void import('./highlight-code').then(({ highlightCodeBlocks }) => {
      if (live && root.current) highlightCodeBlocks(root.current);
    });
    return () => {
      live = false;
    };
  }, [html]);
  return (
    <div
      ref={root}
      className={className ? `${styles.rich} ${className}` : styles.rich}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
