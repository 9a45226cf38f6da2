import { useRef, useState, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popover from 'antd/es/popover';
import { MSG, videoEmbedSrc } from '@xinke/shared';
import { CODE_LANGUAGES } from './code-languages';
import styles from './RichEditor.module.css';

/** One toolbar button: keeps the editor's selection (no focus theft on mousedown). */
function Tool({
  label,
  title,
  active,
  disabled,
  onClick,
}: {
  label: ReactNode;
  title: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <Button
      size="small"
      type={active ? 'primary' : 'default'}
      ghost={active}
      // Tool names read as words (引用, 代码), not as spaced two-character labels.
      autoInsertSpace={false}
      title={title}
      aria-label={title}
      aria-pressed={active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** An address field in a popover (link, video) that says what is wrong with a bad one. */
function UrlPopover({
  label,
  button,
  placeholder,
  check,
  onConfirm,
}: {
  label: string;
  button: string;
  placeholder: string;
  check(url: string): string | null;
  onConfirm(url: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const confirm = () => {
    const problem = check(url.trim());
    if (problem) {
      setError(problem);
      return;
    }
    onConfirm(url.trim());
    setOpen(false);
    setUrl('');
    setError('');
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError('');
      }}
      trigger="click"
      content={
        <div className={styles.popover}>
          <Input.Search
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onSearch={confirm}
            enterButton="插入"
            placeholder={placeholder}
            aria-label={`${label}地址`}
            status={error ? 'error' : undefined}
          />
          {error && (
            <div className={styles.popoverError} role="alert">
              {error}
            </div>
          )}
        </div>
      }
    >
      <Button size="small" autoInsertSpace={false} title={label} aria-label={label}>
        {button}
      </Button>
    </Popover>
  );
}

/**
 * The editor's toolbar, in Chinese: undo/redo, headings, emphasis, lists, quote, code
 * (with its language), tables (and their rows and columns once inside one), image, link,
 * video. It wraps on a wide screen and scrolls sideways on a phone.
 */
export function EditorToolbar({
  editor,
  onImages,
}: {
  editor: Editor;
  onImages(files: File[]): void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  const inCode = editor.isActive('codeBlock');
  const inTable = editor.isActive('table');
  const language = (editor.getAttributes('codeBlock').language as string | null) ?? '';

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="编辑工具栏">
      <Tool
        label="撤销"
        title="撤销"
        disabled={!editor.can().undo()}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label="重做"
        title="重做"
        disabled={!editor.can().redo()}
        onClick={() => chain().redo().run()}
      />
      <span className={styles.divider} />
      <Tool
        label="H2"
        title="二级标题"
        active={editor.isActive('heading', { level: 2 })}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label="H3"
        title="三级标题"
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Tool
        label={<strong>B</strong>}
        title="加粗"
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={<em>I</em>}
        title="斜体"
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
      <span className={styles.divider} />
      <Tool
        label="无序列表"
        title="无序列表"
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label="有序列表"
        title="有序列表"
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label="引用"
        title="引用"
        active={editor.isActive('blockquote')}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        label="代码"
        title="代码块"
        active={inCode}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      {inCode && (
        <select
          className={styles.select}
          aria-label="代码语言"
          value={language}
          onChange={(e) =>
            chain()
              .updateAttributes('codeBlock', { language: e.target.value || null })
              .run()
          }
        >
          <option value="">纯文本</option>
          {CODE_LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      )}
      <span className={styles.divider} />
      <Tool
        label="表格"
        title="插入表格"
        disabled={inTable}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {inTable && (
        <>
          <Tool label="加行" title="在下方加一行" onClick={() => chain().addRowAfter().run()} />
          <Tool label="删行" title="删除所在行" onClick={() => chain().deleteRow().run()} />
          <Tool label="加列" title="在右侧加一列" onClick={() => chain().addColumnAfter().run()} />
          <Tool label="删列" title="删除所在列" onClick={() => chain().deleteColumn().run()} />
          <Tool label="删表" title="删除表格" onClick={() => chain().deleteTable().run()} />
        </>
      )}
      <span className={styles.divider} />
      <Tool label="图片" title="图片" onClick={() => fileInput.current?.click()} />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        // Not `hidden`: a global input style (the console's) beats the attribute.
        style={{ display: 'none' }}
        multiple
        data-testid="editor-image-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onImages(files);
        }}
      />
      <UrlPopover
        label="链接"
        button="链接"
        placeholder="https://"
        check={(url) => (/^https?:\/\/\S+$/i.test(url) ? null : MSG.editorLinkInvalid)}
        onConfirm={(href) => {
          if (editor.state.selection.empty)
            chain()
              .insertContent({
                type: 'text',
                text: href,
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          else chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
      <UrlPopover
        label="视频"
        button="视频"
        placeholder="哔哩哔哩或优酷的视频地址"
        check={(url) => (videoEmbedSrc(url) ? null : MSG.editorVideoUrlInvalid)}
        onConfirm={(url) => chain().insertVideo(url).run()}
      />
    </div>
  );
}
