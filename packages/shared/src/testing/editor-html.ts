/**
 * What the rich-text editor (apps/web/src/features/editor, TipTap) writes, block by block:
 * the contract between the editor and the server's sanitizer
 * (apps/server/src/lib/sanitize-html.ts). The editor's tests check that its toolbar
 * produces exactly these strings; the sanitizer's tests check that each one is stored
 * unchanged, so nothing an author formats is lost on the way in. Only for tests.
 */
export const EDITOR_HTML = {
  paragraph: '<p>我的新显卡到了</p>',
  heading2: '<h2>开箱</h2>',
  heading3: '<h3>散热</h3>',
  quote: '<blockquote><p>官方说满载 450 W</p></blockquote>',
  emphasis:
    '<p><strong>满载</strong> <em>450 W</em> <u>实测</u> <s>传闻</s> <code>nvidia-smi</code></p>',
  /** Code keeps only its text, escaped, and its language as a class. */
  codeBlock:
    '<pre><code class="language-c">if (a &lt; b &amp;&amp; c &gt; d) { led_on(); }</code></pre>',
  bulletList: '<ul><li><p>显卡</p></li></ul>',
  orderedList: '<ol><li><p>拆包装</p></li></ol>',
  /** A link on selected text. */
  link: '<p>详见<a href="https://example.com/a?b=1&amp;c=2" rel="noopener nofollow ugc" target="_blank">说明书</a></p>',
  /** An uploaded or pasted image: a block of its own. */
  image: '<img src="/uploads/items/2024/a.webp" alt="">',
  /** A hardware spec table: header row of th, cells hold paragraphs, spans only when > 1. */
  table:
    '<table><tbody><tr><th><p>型号</p></th><th><p>主频</p></th></tr><tr><td><p>ESP32-S3</p></td><td><p>240 MHz</p></td></tr><tr><td colspan="2"><p>双核 Xtensa LX7</p></td></tr></tbody></table>',
  /** A Bilibili video address, as the player the server rebuilds. */
  video:
    '<iframe src="https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&amp;autoplay=0" title="视频" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation" allowfullscreen="true" loading="lazy"></iframe>',
  horizontalRule: '<hr>',
} as const;

export type EditorBlock = keyof typeof EDITOR_HTML;
