import hljs from 'highlight.js/lib/core';
import { GRAMMARS } from './highlight-grammars';

for (const [name, grammar] of Object.entries(GRAMMARS)) hljs.registerLanguage(name, grammar);

/**
 * Colours the code blocks of a shown body (RichContent loads this module only when the body
 * has a `code.language-xxx`). highlight.js escapes the code's text and adds only
 * <span class="hljs-…">, so the block stays inert. Unknown languages stay plain.
 */
export function highlightCodeBlocks(root: HTMLElement): void {
  for (const code of root.querySelectorAll<HTMLElement>('pre > code[class*="language-"]')) {
    if (code.dataset.highlighted) continue;
    const language = /(?:^|\s)language-([\w+#-]+)/.exec(code.className)?.[1] ?? '';
    if (!hljs.getLanguage(language)) continue;
    code.innerHTML = hljs.highlight(code.textContent ?? '', {
      language,
      ignoreIllegals: true,
    }).value;
    code.classList.add('hljs');
    code.dataset.highlighted = 'yes';
  }
}
