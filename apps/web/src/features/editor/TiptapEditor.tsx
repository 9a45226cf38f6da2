import { useEffect, useRef, useState } from 'react';
import { TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { MSG } from '@xinke/shared';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './extensions';
import { cleanPastedHtml } from './paste-clean';
import type { RichEditorProps } from './RichEditor';
import { uploadPostImage } from './upload-image';
import content from './RichContent.module.css';
import styles from './RichEditor.module.css';

interface Upload {
  id: number;
  name: string;
  percent: number;
  failed: boolean;
}

const imagesOf = (list: FileList | null | undefined) =>
  Array.from(list ?? []).filter((f) => f.type.startsWith('image/'));

/**
 * The rich-text editor on TipTap (ProseMirror): the lazily loaded body of RichEditor.
 * HTML in and out; `value` is written into the editor only when it changes from outside
 * (loading a draft, reset), so typing never moves the caret.
 */
export default function TiptapEditor({
  value,
  onChange,
  placeholder = '',
  uploadImage = uploadPostImage,
  minHeight = 280,
}: RichEditorProps) {
  const emitted = useRef<string | null>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(1);
  const addImagesRef = useRef<(files: File[]) => void>(() => {});

  const editor = useEditor({
    extensions: editorExtensions(placeholder),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: `${content.rich} ${styles.content}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': '正文',
        'data-testid': 'editor',
        style: `min-height: ${minHeight}px`,
      },
      transformPastedHTML: cleanPastedHtml,
      handlePaste: (_view, event) => {
        const images = imagesOf(event.clipboardData?.files);
        if (images.length === 0) return false;
        addImagesRef.current(images);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const images = moved ? [] : imagesOf(event.dataTransfer?.files);
        if (images.length === 0) return false;
        // The images go where they were dropped.
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at)
          view.dispatch(
            view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))),
          );
        addImagesRef.current(images);
        event.preventDefault();
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      // The empty paragraph the editor keeps after a last table, list or image (so there is
      // somewhere to type) is not part of the body; an empty editor answers ''. (Not
      // isEmpty: a fresh table, all empty cells, counts as empty there.)
      const html = e.getHTML().replace(/(<p><\/p>)+$/, '');
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  addImagesRef.current = (files: File[]) => {
    for (const file of files) {
      const id = nextId.current++;
      setUploads((list) => [
        ...list.filter((u) => !u.failed),
        { id, name: file.name, percent: 0, failed: false },
      ]);
      void uploadImage(file, (percent) => patch(id, { percent })).then((url) => {
        if (!url) {
          patch(id, { failed: true });
          return;
        }
        setUploads((list) => list.filter((u) => u.id !== id));
        editor.chain().focus().setImage({ src: url, alt: '' }).run();
      });
    }
  };

  return (
    <div className={styles.editor}>
      <EditorToolbar editor={editor} onImages={(files) => addImagesRef.current(files)} />
      {uploads.length > 0 && (
        <ul className={styles.uploads} role="status" aria-label="图片上传">
          {uploads.map((u) => (
            <li key={u.id} data-testid="editor-upload">
              <span className={styles.uploadName}>{u.name}</span>
              {u.failed ? (
                <>
                  <span className={styles.uploadFailed}>{MSG.editorImageUploadFailed}</span>
                  <button
                    type="button"
                    className={styles.uploadClose}
                    onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}
                  >
                    关闭
                  </button>
                </>
              ) : (
                <>
                  <progress max={100} value={u.percent} aria-label={`${u.name} 上传进度`} />
                  <span>{u.percent}%</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
