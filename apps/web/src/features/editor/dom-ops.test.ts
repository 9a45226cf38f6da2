import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_HTML } from '@xinke/shared/testing';
import { insertImage, insertLink, insertText, rangeIn, setBlock, setList } from './dom-ops';

/** An editor root in the document, as RichEditor's contentEditable div is. */
function editor(html: string): HTMLDivElement {
  const root = document.createElement('div');
  root.contentEditable = 'true';
  root.innerHTML = html;
  document.body.appendChild(root);
  return root;
}
/** The first text node under `el`. */
function textIn(el: Node): Text {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const node = walker.nextNode();
  if (!node) throw new Error('no text');
  return node as Text;
}
function select(node: Node, start: number, end = start) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
/** Where the caret is after an operation: its container's nearest element. */
const caretElement = () => {
  const node = document.getSelection()?.getRangeAt(0).startContainer ?? null;
  return node instanceof Element ? node : (node?.parentElement ?? null);
};

afterEach(() => {
  document.body.innerHTML = '';
  document.getSelection()?.removeAllRanges();
});

describe('setBlock', () => {
  it.each([
    ['h2', '<p>开箱</p>', EDITOR_HTML.heading2],
    ['h3', '<p>散热</p>', EDITOR_HTML.heading3],
    ['blockquote', '<p>官方说满载 450 W</p>', EDITOR_HTML.quote],
  ] as const)('turns the paragraph with the caret into <%s>', (tag, start, expected) => {
    const root = editor(start);
    select(textIn(root), 1);
    setBlock(root, tag);
    expect(root.innerHTML).toBe(expected);
    expect(caretElement()?.closest(tag)).not.toBeNull();
  });

  it('toggles a block that already has the tag back to a paragraph', () => {
    const root = editor(EDITOR_HTML.heading2);
    select(textIn(root), 0);
    setBlock(root, 'h2');
    expect(root.innerHTML).toBe('<p>开箱</p>');
  });

  it('a code block keeps only the text, escaped', () => {
    const root = editor('<p>if (a &lt; b &amp;&amp; c &gt; d) { <strong>led_on</strong>(); }</p>');
    select(textIn(root), 3);
    setBlock(root, 'pre');
    expect(root.innerHTML).toBe(EDITOR_HTML.codeBlock);
  });

  it('only touches the block holding the caret', () => {
    const root = editor('<p>一</p><p>二</p>');
    select(textIn(root.children[1] as Element), 0);
    setBlock(root, 'h3');
    expect(root.innerHTML).toBe('<p>一</p><h3>二</h3>');
  });

  it('wraps text typed straight into the root, and starts a block in an empty editor', () => {
    const root = editor('松散的字');
    select(textIn(root), 2);
    setBlock(root, 'h2');
    expect(root.innerHTML).toBe('<h2>松散的字</h2>');
    const empty = editor('');
    setBlock(empty, 'blockquote');
    expect(empty.innerHTML).toBe('<blockquote><br></blockquote>');
  });

  it('turns a list back into a block of its text', () => {
    const root = editor(EDITOR_HTML.bulletList);
    select(textIn(root), 0);
    setBlock(root, 'h2');
    expect(root.innerHTML).toBe('<h2>显卡</h2>');
  });
});

describe('setList', () => {
  it('makes the current paragraph an item of a bulleted or numbered list', () => {
    const bullets = editor('<p>显卡</p>');
    select(textIn(bullets), 1);
    setList(bullets, false);
    expect(bullets.innerHTML).toBe(EDITOR_HTML.bulletList);
    expect(caretElement()?.tagName).toBe('LI');

    const numbers = editor('<p>拆包装</p>');
    select(textIn(numbers), 0);
    setList(numbers, true);
    expect(numbers.innerHTML).toBe(EDITOR_HTML.orderedList);
  });

  it('starts an empty item in an empty editor', () => {
    const root = editor('');
    setList(root, true);
    expect(root.innerHTML).toBe('<ol><li><br></li></ol>');
  });
});

describe('insertLink', () => {
  it('makes the selected text a link with the stored rel and target', () => {
    const root = editor('<p>详见说明书</p>');
    select(textIn(root), 2, 5);
    insertLink(root, 'https://example.com/a?b=1&c=2');
    expect(root.innerHTML).toBe(EDITOR_HTML.link);
  });

  it('with nothing selected, inserts the address as the link text at the caret', () => {
    const root = editor('<p>视频 </p>');
    select(textIn(root), 3);
    insertLink(root, 'https://example.com/v');
    expect(root.innerHTML).toBe(EDITOR_HTML.bareLink);
  });
});

describe('insertImage', () => {
  it('adds the image as its own paragraph after the current block, caret after it', () => {
    const root = editor('<p>开箱</p><p>结尾</p>');
    select(textIn(root), 1);
    insertImage(root, '/uploads/items/2024/a.webp');
    expect(root.innerHTML).toBe(`<p>开箱</p>${EDITOR_HTML.image}<p>结尾</p>`);
    expect(caretElement()).toBe(root.children[2]);
  });

  it('appends at the end when the caret is not in the editor', () => {
    const root = editor('<p>开箱</p>');
    insertImage(root, '/uploads/items/2024/a.webp');
    expect(root.innerHTML).toBe(`<p>开箱</p>${EDITOR_HTML.image}`);
  });
});

describe('insertText and rangeIn', () => {
  it('inserts pasted text as text, never as markup', () => {
    const root = editor('<p></p>');
    select(root.firstChild as Node, 0);
    insertText(root, '<img src=x onerror=alert(1)>');
    expect(root.innerHTML).toBe(EDITOR_HTML.pastedText);
    expect(root.querySelector('img')).toBeNull();
  });

  it('replaces the selected text', () => {
    const root = editor('<p>旧的字</p>');
    select(textIn(root), 0, 2);
    insertText(root, '新');
    expect(root.textContent).toBe('新字');
  });

  it('uses the selection only when it lies inside the editor', () => {
    const root = editor('<p>里面</p>');
    const outside = document.createElement('p');
    outside.textContent = '外面';
    document.body.appendChild(outside);
    select(textIn(outside), 1);
    const range = rangeIn(root);
    expect(range.startContainer).toBe(root);
    expect(range.collapsed).toBe(true);
    select(textIn(root), 1);
    expect(rangeIn(root).startContainer).toBe(textIn(root));
  });
});
