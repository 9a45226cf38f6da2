import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDITOR_HTML } from '@xinke/shared/testing';
import '../../test/resize-observer';

// The upload goes through POST /web/item/item_image; here it answers a stored URL at once.
const IMAGE_URL = '/uploads/items/2024/a.webp';
vi.mock('./upload-image', () => ({ uploadPostImage: vi.fn(async () => IMAGE_URL) }));
const { uploadPostImage } = await import('./upload-image');
// antd's Popover and Button load slowly on a busy machine; the steps themselves are quick.
vi.setConfig({ testTimeout: 20_000 });
const { RichEditor } = await import('./RichEditor');

function renderEditor(value: string) {
  const onChange = vi.fn();
  const { container } = render(
    <RichEditor value={value} onChange={onChange} placeholder="分享你的新发现…" />,
  );
  const box = within(container).getByRole('textbox', { name: '正文' });
  return { onChange, box, last: () => onChange.mock.calls.at(-1)?.[0] as string | undefined };
}
/** Puts the caret `offset` characters into the first text of `el` (as a click would). */
function caretIn(el: Element, offset = 1) {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const text = walker.nextNode();
  if (!text) throw new Error('no text');
  const range = document.createRange();
  range.setStart(text, offset);
  range.collapse(true);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
  fireEvent.mouseUp(el);
}
const tool = (name: string) => screen.getByRole('button', { name });
const imageFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

afterEach(() => {
  vi.clearAllMocks();
  document.getSelection()?.removeAllRanges();
});

describe('RichEditor toolbar', () => {
  it.each([
    ['H2', '<p>开箱</p>', EDITOR_HTML.heading2],
    ['H3', '<p>散热</p>', EDITOR_HTML.heading3],
    ['引用', '<p>官方说满载 450 W</p>', EDITOR_HTML.quote],
    ['代码', '<p>if (a &lt; b &amp;&amp; c &gt; d) { led_on(); }</p>', EDITOR_HTML.codeBlock],
    ['无序列表', '<p>显卡</p>', EDITOR_HTML.bulletList],
    ['有序列表', '<p>拆包装</p>', EDITOR_HTML.orderedList],
  ])('%s formats the block with the caret', (button, start, expected) => {
    const { box, last } = renderEditor(start);
    expect(box.innerHTML).toBe(start);
    caretIn(box);
    fireEvent.mouseDown(tool(button));
    fireEvent.click(tool(button));
    expect(last()).toBe(expected);
    expect(box.innerHTML).toBe(expected);
  });

  it('链接 turns the selected text into a link to the address typed', async () => {
    const { box, last } = renderEditor('<p>详见说明书</p>');
    const text = box.querySelector('p')?.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 2);
    range.setEnd(text, 5);
    document.getSelection()?.addRange(range);
    fireEvent.mouseDown(tool('链接'));
    fireEvent.click(tool('链接'));
    const address = await screen.findByLabelText('链接地址');
    // Clicking into the popover moves the selection out of the editor; it comes back.
    document.getSelection()?.removeAllRanges();
    fireEvent.change(address, { target: { value: ' https://example.com/a?b=1&c=2 ' } });
    fireEvent.click(screen.getByRole('button', { name: /插\s*入/ }));
    expect(last()).toBe(EDITOR_HTML.link);
  });

  it('链接 ignores an address that is not http(s)', async () => {
    const { box, onChange } = renderEditor('<p>详见说明书</p>');
    caretIn(box);
    fireEvent.click(tool('链接'));
    const address = await screen.findByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: /插\s*入/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(box.querySelector('a')).toBeNull();
  });
});

describe('RichEditor images', () => {
  it('图片 uploads the chosen file and inserts it after the block with the caret', async () => {
    const { box, last } = renderEditor('<p>开箱</p>');
    caretIn(box);
    fireEvent.mouseDown(tool('图片'));
    const input = screen.getByTestId('editor-image-input') as HTMLInputElement;
    const file = imageFile();
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(last()).toBe(`<p>开箱</p>${EDITOR_HTML.image}`));
    expect(uploadPostImage).toHaveBeenCalledWith(file);
  });

  it('a refused upload inserts nothing', async () => {
    vi.mocked(uploadPostImage).mockResolvedValueOnce(null);
    const { box, onChange } = renderEditor('<p>开箱</p>');
    await act(async () => {
      fireEvent.change(screen.getByTestId('editor-image-input'), {
        target: { files: [imageFile()] },
      });
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(box.querySelector('img')).toBeNull();
  });

  it('a pasted image is uploaded and inserted; pasted text goes in as text', async () => {
    const { box, last } = renderEditor('<p>开箱</p>');
    caretIn(box);
    const file = imageFile();
    await act(async () => {
      fireEvent.paste(box, { clipboardData: { files: [file], getData: () => '' } });
    });
    await waitFor(() => expect(last()).toBe(`<p>开箱</p>${EDITOR_HTML.image}`));
    expect(uploadPostImage).toHaveBeenCalledWith(file);

    const empty = renderEditor('<p></p>');
    const p = empty.box.querySelector('p') as HTMLParagraphElement;
    const range = document.createRange();
    range.setStart(p, 0);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    fireEvent.paste(empty.box, {
      clipboardData: { files: [], getData: () => '<img src=x onerror=alert(1)>' },
    });
    expect(empty.last()).toBe(EDITOR_HTML.pastedText);
    expect(empty.box.querySelector('img')).toBeNull();
  });
});

describe('RichEditor value', () => {
  it('shows a value set from outside (loading a post, reset) and reports typing', () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichEditor value="<p>旧</p>" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '正文' });
    rerender(<RichEditor value="" onChange={onChange} />);
    expect(box.innerHTML).toBe('');
    box.innerHTML = '<p>新写的</p>';
    fireEvent.input(box);
    expect(onChange).toHaveBeenLastCalledWith('<p>新写的</p>');
    // Its own output coming back as the value does not rewrite the DOM (the caret stays).
    const paragraph = box.firstChild;
    rerender(<RichEditor value="<p>新写的</p>" onChange={onChange} />);
    expect(box.firstChild).toBe(paragraph);
  });
});
