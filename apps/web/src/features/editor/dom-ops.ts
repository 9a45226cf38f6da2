import { USER_LINK_REL } from '@xinke/shared';

/**
 * The rich-text editor's formatting as plain DOM operations on its contentEditable root
 * (document.execCommand is deprecated and behaves differently per browser). Each works on
 * the block holding the caret: a direct child of the root.
 */
export type BlockTag = 'p' | 'h2' | 'h3' | 'blockquote' | 'pre';

/** The selection's range when it lies inside `root`, else a caret at the end of root. */
export function rangeIn(root: HTMLElement): Range {
  const selection = root.ownerDocument.getSelection();
  if (selection && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0);
    if (root.contains(range.commonAncestorContainer)) return range;
  }
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  range.collapse(false);
  return range;
}

/** The direct child of root that holds `node`; loose text/inline nodes get a <p> first. */
function blockOf(root: HTMLElement, node: Node): HTMLElement | null {
  let current: Node | null = node;
  while (current && current.parentNode !== root) current = current.parentNode;
  if (!current || current === root) return null;
  if (
    current instanceof HTMLElement &&
    /^(P|H2|H3|BLOCKQUOTE|PRE|UL|OL|DIV)$/.test(current.tagName)
  )
    return current;
  // Text typed straight into the root: wrap it and its inline neighbours in a paragraph.
  const p = root.ownerDocument.createElement('p');
  root.insertBefore(p, current);
  p.appendChild(current);
  return p;
}

function placeCaretIn(element: HTMLElement) {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Turns the current block into `tag` (toggling back to a paragraph when it already is). */
export function setBlock(root: HTMLElement, tag: BlockTag): void {
  const range = rangeIn(root);
  const block = blockOf(root, range.startContainer);
  const doc = root.ownerDocument;
  if (!block) {
    const fresh = doc.createElement(tag);
    fresh.appendChild(doc.createElement('br'));
    root.appendChild(fresh);
    placeCaretIn(fresh);
    return;
  }
  const target = block.tagName.toLowerCase() === tag ? 'p' : tag;
  const next = doc.createElement(target);
  if (target === 'pre') {
    // Code keeps only text: markup inside <pre> would not be code.
    const code = doc.createElement('code');
    code.textContent = block.textContent ?? '';
    next.appendChild(code);
  } else if (block.tagName === 'UL' || block.tagName === 'OL') {
    next.textContent = block.textContent ?? '';
  } else {
    while (block.firstChild) next.appendChild(block.firstChild);
  }
  if (!next.firstChild) next.appendChild(doc.createElement('br'));
  block.replaceWith(next);
  placeCaretIn(next);
}

/** Turns the current block into a list item of a (un)ordered list. */
export function setList(root: HTMLElement, ordered: boolean): void {
  const range = rangeIn(root);
  const block = blockOf(root, range.startContainer);
  const doc = root.ownerDocument;
  const list = doc.createElement(ordered ? 'ol' : 'ul');
  const item = doc.createElement('li');
  list.appendChild(item);
  if (block && block.tagName !== 'UL' && block.tagName !== 'OL') {
    while (block.firstChild) item.appendChild(block.firstChild);
    block.replaceWith(list);
  } else if (block) {
    block.after(list);
  } else {
    root.appendChild(list);
  }
  if (!item.firstChild) item.appendChild(doc.createElement('br'));
  placeCaretIn(item);
}

/** Makes the selected text a link; with nothing selected, inserts the URL as a link. */
export function insertLink(root: HTMLElement, href: string): void {
  const range = rangeIn(root);
  const link = root.ownerDocument.createElement('a');
  // The attributes and their order the server's sanitizer writes, so it stores this as is.
  link.setAttribute('href', href);
  link.setAttribute('rel', USER_LINK_REL);
  link.setAttribute('target', '_blank');
  if (range.collapsed) link.textContent = href;
  else link.appendChild(range.extractContents());
  range.insertNode(link);
  range.setStartAfter(link);
  range.collapse(true);
}

/** Inserts an image as its own paragraph after the current block. */
export function insertImage(root: HTMLElement, src: string): void {
  const range = rangeIn(root);
  const block = blockOf(root, range.startContainer);
  const doc = root.ownerDocument;
  const p = doc.createElement('p');
  const img = doc.createElement('img');
  img.setAttribute('src', src);
  img.alt = '';
  p.appendChild(img);
  if (block) block.after(p);
  else root.appendChild(p);
  const after = doc.createElement('p');
  after.appendChild(doc.createElement('br'));
  p.after(after);
  placeCaretIn(after);
}

/** Pasted text goes in as text, so foreign markup never enters the body. */
export function insertText(root: HTMLElement, text: string): void {
  const range = rangeIn(root);
  range.deleteContents();
  const node = root.ownerDocument.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  const selection = root.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
