/**
 * What the publish form's rich-text editor writes, block by block: the contract between
 * the editor (apps/web/src/features/publish/editor) and the server's sanitizer
 * (apps/server/src/lib/sanitize-html.ts). The editor's tests check that its operations
 * produce exactly these strings; the sanitizer's tests check that each one is stored
 * unchanged, so nothing an author formats is lost on the way in. Only for tests.
 */
export const EDITOR_HTML = {
  paragraph: '<p>我的新显卡到了</p>',
  heading2: '<h2>开箱</h2>',
  heading3: '<h3>散热</h3>',
  quote: '<blockquote>官方说满载 450 W</blockquote>',
  /** Code keeps only its text, escaped. */
  codeBlock: '<pre><code>if (a &lt; b &amp;&amp; c &gt; d) { led_on(); }</code></pre>',
  bulletList: '<ul><li>显卡</li></ul>',
  orderedList: '<ol><li>拆包装</li></ol>',
  /** A link on selected text. */
  link: '<p>详见<a href="https://example.com/a?b=1&amp;c=2" rel="noopener nofollow ugc" target="_blank">说明书</a></p>',
  /** A link with nothing selected: the address is its text. */
  bareLink:
    '<p>视频 <a href="https://example.com/v" rel="noopener nofollow ugc" target="_blank">https://example.com/v</a></p>',
  /**
   * An uploaded or pasted image: its own paragraph after the block of the caret, then an
   * empty one for the caret.
   */
  image: '<p><img src="/uploads/items/2024/a.webp" alt=""></p><p><br></p>',
  /** Pasted text is inserted as text: markup in it is shown, never parsed. */
  pastedText: '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
} as const;

export type EditorBlock = keyof typeof EDITOR_HTML;
