/**
 * Pasted HTML (Word, WPS, web pages) before the editor parses it: the structure stays
 * (headings, paragraphs, lists, tables, links, emphasis), the rest goes — Word's
 * conditional comments and <o:p>, <style>/<script>/<meta>, class, style, id, lang and
 * every on* handler, and images from anywhere but our uploads (another site's image can
 * not be stored: the server keeps only ours). The editor's schema drops unknown tags
 * afterwards; this pass removes what the schema would otherwise keep as text or carry in
 * attributes.
 */
const DROP_WITH_CONTENT =
  'script, style, meta, link, title, xml, noscript, template, object, embed';
const KEEP_ATTRIBUTES = new Set(['href', 'src', 'alt', 'colspan', 'rowspan']);

export function cleanPastedHtml(html: string): string {
  const withoutComments = html
    // Word's <!--[if gte mso 9]>…<![endif]--> and <![if !supportLists]>…<![endif]>
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!\[if[^\]]*\]>|<!\[endif\]>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const doc = new DOMParser().parseFromString(withoutComments, 'text/html');
  for (const el of doc.body.querySelectorAll(DROP_WITH_CONTENT)) el.remove();
  // Office namespaced tags (<o:p>, <w:sdt>, <v:shape>): keep their text, drop the tag.
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    if (el.tagName.includes(':')) el.replaceWith(...Array.from(el.childNodes));
  }
  for (const img of doc.body.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (!ownUpload(src)) img.remove();
  }
  for (const el of doc.body.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      // A code block's language survives: <code class="language-c">.
      const languageClass =
        attr.name === 'class' && el.tagName === 'CODE' && /^language-[\w+#-]+$/.test(attr.value);
      if (!KEEP_ATTRIBUTES.has(attr.name) && !languageClass) el.removeAttribute(attr.name);
    }
  }
  return doc.body.innerHTML;
}

function ownUpload(src: string): boolean {
  if (src.startsWith('/uploads/')) return true;
  try {
    const url = new URL(src);
    return url.origin === window.location.origin && url.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}
