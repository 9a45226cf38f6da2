import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popover from 'antd/es/popover';
import { insertImage, insertLink, insertText, setBlock, setList, type BlockTag } from './dom-ops';
import { uploadPostImage } from './upload-image';
import styles from './RichEditor.module.css';

const BLOCKS: Array<{ tag: BlockTag; label: string; title: string }> = [
  { tag: 'h2', label: 'H2', title: '标题' },
  { tag: 'h3', label: 'H3', title: '小标题' },
  { tag: 'blockquote', label: '引用', title: '引用' },
  { tag: 'pre', label: '代码', title: '代码块' },
];

/**
 * A small contentEditable editor: headings, lists, code, quotes, links and images (upload
 * or paste). Its HTML goes to the server, which sanitizes it; pasted text is inserted as
 * text. Uncontrolled inside: `value` is written to the DOM only when it changes from
 * outside (loading a post to edit, reset), so typing never moves the caret.
 */
export function RichEditor({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange(html: string): void;
  placeholder?: string;
}) {
  const root = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const savedRange = useRef<Range | null>(null);

  useEffect(() => {
    if (root.current && value !== emitted.current) {
      root.current.innerHTML = value;
      emitted.current = value;
    }
  }, [value]);

  const emit = () => {
    if (!root.current) return;
    const html = root.current.innerHTML;
    emitted.current = html;
    onChange(html);
  };
  /** Toolbar clicks take the focus; remember where the caret was and put it back. */
  const saveRange = () => {
    const selection = document.getSelection();
    if (selection?.rangeCount && root.current?.contains(selection.anchorNode))
      savedRange.current = selection.getRangeAt(0).cloneRange();
  };
  const restoreRange = () => {
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };
  const apply = (op: (el: HTMLElement) => void) => {
    if (!root.current) return;
    restoreRange();
    op(root.current);
    emit();
  };
  const addImages = async (files: File[]) => {
    for (const file of files) {
      setUploading((n) => n + 1);
      const url = await uploadPostImage(file);
      setUploading((n) => n - 1);
      if (url) apply((el) => insertImage(el, url));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const images = Array.from(event.clipboardData.files).filter((f) => f.type.startsWith('image/'));
    if (images.length > 0) {
      saveRange();
      void addImages(images);
      return;
    }
    const text = event.clipboardData.getData('text/plain');
    if (text && root.current) {
      insertText(root.current, text);
      emit();
    }
  };
  const confirmLink = () => {
    const url = linkUrl.trim();
    if (/^https?:\/\/\S+$/i.test(url)) apply((el) => insertLink(el, url));
    setLinkOpen(false);
    setLinkUrl('');
  };

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="编辑工具栏">
        {BLOCKS.map((b) => (
          <Button
            key={b.tag}
            size="small"
            // Tool names read as words (引用, 代码), not as spaced two-character labels.
            autoInsertSpace={false}
            title={b.title}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => apply((el) => setBlock(el, b.tag))}
          >
            {b.label}
          </Button>
        ))}
        <Button
          size="small"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => apply((el) => setList(el, false))}
        >
          无序列表
        </Button>
        <Button
          size="small"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => apply((el) => setList(el, true))}
        >
          有序列表
        </Button>
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) saveRange();
            setLinkOpen(open);
          }}
          trigger="click"
          content={
            <Input.Search
              value={linkUrl}
              onChange={(e) => setLinkUrl(e.target.value)}
              onSearch={confirmLink}
              enterButton="插入"
              placeholder="https://"
              aria-label="链接地址"
            />
          }
        >
          <Button size="small" autoInsertSpace={false} onMouseDown={saveRange}>
            链接
          </Button>
        </Popover>
        <Button
          size="small"
          autoInsertSpace={false}
          loading={uploading > 0}
          onMouseDown={saveRange}
          onClick={() => fileInput.current?.click()}
        >
          图片
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          data-testid="editor-image-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void addImages(files);
          }}
        />
      </div>
      <div
        ref={root}
        className={styles.content}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        data-placeholder={placeholder}
        data-testid="editor"
        onInput={emit}
        onBlur={emit}
        onKeyUp={saveRange}
        onMouseUp={saveRange}
        onPaste={onPaste}
      />
    </div>
  );
}
