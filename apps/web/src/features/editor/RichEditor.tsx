import { lazy, Suspense } from 'react';
import type { ImageUploader } from './upload-image';
import styles from './RichEditor.module.css';

export interface RichEditorProps {
  /** The body as HTML ('' when empty). */
  value: string;
  onChange(html: string): void;
  placeholder?: string;
  /** How images are uploaded; posts' own upload (upload-image.ts) unless given. */
  uploadImage?: ImageUploader;
  /** The writing area's least height in px (280). */
  minHeight?: number;
}

// The editor library (TipTap/ProseMirror, highlight grammars) is its own chunk, fetched
// only when a page shows an editor: no public page's first load carries it
// (vite/console-weight-graph.ts fails the build otherwise).
const TiptapEditor = lazy(() => import('./TiptapEditor'));

/**
 * The rich-text editor of posts and of staff writing (news, articles, notices, resources,
 * products): `<RichEditor value onChange placeholder />`, HTML in and out. What it writes
 * and what the server keeps: docs/editor.md.
 */
export function RichEditor(props: RichEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className={styles.editor}
          style={{ minHeight: (props.minHeight ?? 280) + 42 }}
          data-testid="editor-loading"
        >
          <div className={styles.loading}>编辑器加载中…</div>
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
