import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@xinke/shared';
import { EDITOR_HTML } from '@xinke/shared/testing';
import '../../test/resize-observer';

// The upload goes through POST /web/item/item_image; here it reports progress and then
// answers a stored URL when the test says so.
const IMAGE_URL = '/uploads/items/2024/a.webp';
vi.mock('./upload-image', () => ({ uploadPostImage: vi.fn(async () => IMAGE_URL) }));
const { uploadPostImage } = await import('./upload-image');
// antd's Popover and Button load slowly on a busy machine; the steps themselves are quick.
vi.setConfig({ testTimeout: 20_000 });
const { RichEditor } = await import('./RichEditor');
// The editor's lazily loaded chunk, loaded once up front so each test's editor comes at once.
await import('./TiptapEditor');

async function renderEditor(value: string) {
  const onChange = vi.fn();
  const { container } = render(
    <RichEditor value={value} onChange={onChange} placeholder="分享你的新发现…" />,
  );
  // The editor is a lazily loaded chunk: its textbox comes after the fallback.
  const box = await within(container).findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
  // TipTap hangs its editor on the view's element; the tests place the caret with it.
  const editor = (box as HTMLElement & { editor: Editor }).editor;
  return {
    onChange,
    box,
    editor,
    last: () => onChange.mock.calls.at(-1)?.[0] as string | undefined,
  };
}
// The popover's confirm button (antd spaces its two characters: 插 入).
const insertButton = () => screen.getByRole('button', { name: /^插\s*入$/ });
const tool = (name: string) => screen.getByRole('button', { name });
const imageFile = (name = 'a.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

// jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls to the caret.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const zeroRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Element.prototype] as Array<Range | Element>) {
  Object.assign(proto, { getClientRects: noRects, getBoundingClientRect: zeroRect });
}
document.elementFromPoint = () => null;

afterEach(() => vi.clearAllMocks());

describe('RichEditor typing', () => {
  it('shows the value and the placeholder, and emits what is typed as HTML', async () => {
    const empty = await renderEditor('');
    expect(empty.box.querySelector('[data-placeholder="分享你的新发现…"]')).not.toBeNull();
    empty.box.querySelector('p')!.textContent = '我的新显卡到了';
    await waitFor(() => expect(empty.last()).toBe(EDITOR_HTML.paragraph));
  });

  it('an emptied editor answers an empty string', async () => {
    const { editor, last } = await renderEditor(EDITOR_HTML.paragraph);
    act(() => void editor.commands.clearContent(true));
    expect(last()).toBe('');
  });

  it('a new value from outside replaces the content without echoing it back', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichEditor value="<p>旧</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
    rerender(<RichEditor value={EDITOR_HTML.heading2} onChange={onChange} />);
    await waitFor(() => expect(box.innerHTML).toContain('<h2>开箱</h2>'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RichEditor toolbar', () => {
  it.each([
    ['二级标题', '<p>开箱</p>', EDITOR_HTML.heading2],
    ['三级标题', '<p>散热</p>', EDITOR_HTML.heading3],
    ['引用', '<p>官方说满载 450 W</p>', EDITOR_HTML.quote],
    ['无序列表', '<p>显卡</p>', EDITOR_HTML.bulletList],
    ['有序列表', '<p>拆包装</p>', EDITOR_HTML.orderedList],
    ['加粗', '<p>散热</p>', '<p><strong>散热</strong></p>'],
    ['斜体', '<p>散热</p>', '<p><em>散热</em></p>'],
  ])('%s turns the block into what the server keeps', async (name, before, after) => {
    const { editor, last } = await renderEditor(before);
    act(() => void editor.commands.selectAll());
    fireEvent.click(tool(name));
    expect(last()).toBe(after);
  });

  it('代码 makes a code block and the language menu sets its language-xxx class', async () => {
    const { editor, last } = await renderEditor(
      '<p>if (a &lt; b &amp;&amp; c &gt; d) { led_on(); }</p>',
    );
    act(() => void editor.commands.setTextSelection(3));
    fireEvent.click(tool('代码块'));
    expect(last()).toBe(EDITOR_HTML.codeBlock.replace(' class="language-c"', ''));
    fireEvent.change(screen.getByLabelText('代码语言'), { target: { value: 'c' } });
    expect(last()).toBe(EDITOR_HTML.codeBlock);
  });

  it('撤销 and 重做 step through the changes', async () => {
    const { editor, last } = await renderEditor('<p>开箱</p>');
    act(() => void editor.commands.selectAll());
    fireEvent.click(tool('二级标题'));
    expect(last()).toBe(EDITOR_HTML.heading2);
    fireEvent.click(tool('撤销'));
    expect(last()).toBe('<p>开箱</p>');
    fireEvent.click(tool('重做'));
    expect(last()).toBe(EDITOR_HTML.heading2);
  });
});

describe('RichEditor tables', () => {
  it('表格 inserts 3×3 with a header row; rows and columns are added and removed', async () => {
    const { editor, last, box } = await renderEditor('');
    fireEvent.click(tool('插入表格'));
    const html = () => last() ?? '';
    expect(html().match(/<th>/g)).toHaveLength(3);
    expect(html().match(/<tr>/g)).toHaveLength(3);
    expect(html()).toMatch(/^<table><tbody><tr><th><p><\/p><\/th>/);
    expect(html()).not.toMatch(/style|colgroup|colwidth/);
    fireEvent.click(tool('在下方加一行'));
    expect(html().match(/<tr>/g)).toHaveLength(4);
    fireEvent.click(tool('在右侧加一列'));
    expect(html().match(/<th>/g)).toHaveLength(4);
    fireEvent.click(tool('删除所在列'));
    expect(html().match(/<th>/g)).toHaveLength(3);
    fireEvent.click(tool('删除所在行'));
    expect(html().match(/<tr>/g)).toHaveLength(3);
    fireEvent.click(tool('删除表格'));
    expect(box.querySelector('table')).toBeNull();
    expect(editor.isActive('table')).toBe(false);
  });

  it('keeps a spec table as the server stores it', async () => {
    const { editor, last } = await renderEditor(EDITOR_HTML.table);
    act(() => void editor.commands.selectAll());
    act(() => void editor.commands.setTextSelection(1));
    act(() => void editor.commands.insertContent('x'));
    act(() => void editor.commands.undo());
    expect(last()).toBe(EDITOR_HTML.table);
  });
});

describe('RichEditor images', () => {
  it('图片 uploads the chosen file, shows its progress, then inserts it', async () => {
    let finish: (url: string | null) => void = () => {};
    vi.mocked(uploadPostImage).mockImplementationOnce(async (_file, onProgress) => {
      onProgress?.(40);
      return new Promise((resolve) => (finish = resolve));
    });
    const { editor, last } = await renderEditor('<p>开箱</p>');
    act(() => void editor.commands.setTextSelection(3));
    const file = imageFile('散热.png');
    await act(async () => {
      fireEvent.change(screen.getByTestId('editor-image-input'), { target: { files: [file] } });
    });
    const status = screen.getByRole('status', { name: '图片上传' });
    expect(status.textContent).toContain('散热.png');
    expect(status.textContent).toContain('40%');
    expect(within(status).getByLabelText('散热.png 上传进度')).toHaveProperty('value', 40);
    await act(async () => finish(IMAGE_URL));
    await waitFor(() => expect(last()).toBe(`<p>开箱</p>${EDITOR_HTML.image}`));
    expect(screen.queryByRole('status', { name: '图片上传' })).toBeNull();
    expect(uploadPostImage).toHaveBeenCalledWith(file, expect.any(Function));
  });

  it('a failed upload inserts nothing and says so until closed', async () => {
    vi.mocked(uploadPostImage).mockResolvedValueOnce(null);
    const { box, onChange } = await renderEditor('<p>开箱</p>');
    await act(async () => {
      fireEvent.change(screen.getByTestId('editor-image-input'), {
        target: { files: [imageFile()] },
      });
    });
    const status = await screen.findByRole('status', { name: '图片上传' });
    expect(status.textContent).toContain(MSG.editorImageUploadFailed);
    expect(onChange).not.toHaveBeenCalled();
    expect(box.querySelector('img')).toBeNull();
    fireEvent.click(within(status).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('status', { name: '图片上传' })).toBeNull();
  });

  it('a pasted image is uploaded and inserted', async () => {
    const { box, last } = await renderEditor('<p>开箱</p>');
    const file = imageFile();
    await act(async () => {
      fireEvent.paste(box, {
        clipboardData: { files: [file], getData: () => '', types: ['Files'] },
      });
    });
    await waitFor(() => expect(last()).toContain(EDITOR_HTML.image));
    expect(uploadPostImage).toHaveBeenCalledWith(file, expect.any(Function));
  });
});

describe('RichEditor links and videos', () => {
  it('链接 links the selected text; a javascript: address is refused with a message', async () => {
    const { editor, last } = await renderEditor('<p>详见说明书</p>');
    act(() => void editor.commands.setTextSelection({ from: 3, to: 6 }));
    fireEvent.click(tool('链接'));
    const address = await screen.findByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(insertButton());
    expect(await screen.findByText(MSG.editorLinkInvalid)).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://example.com/a?b=1&c=2' } });
    fireEvent.click(insertButton());
    expect(last()).toBe(EDITOR_HTML.link);
  });

  it('视频 turns a Bilibili page address into the player; other hosts are refused', async () => {
    const { last } = await renderEditor('');
    fireEvent.click(tool('视频'));
    const address = await screen.findByLabelText('视频地址');
    fireEvent.change(address, { target: { value: 'https://evil.example/video/BV1xx411c7mD' } });
    fireEvent.click(insertButton());
    expect(await screen.findByText(MSG.editorVideoUrlInvalid)).toBeTruthy();
    fireEvent.change(address, {
      target: { value: 'https://www.bilibili.com/video/BV1xx411c7mD/?spm_id_from=333' },
    });
    fireEvent.click(insertButton());
    expect(last()).toContain(EDITOR_HTML.video);
  });
});

describe('RichEditor paste', () => {
  it('cleans Word and web HTML: structure stays, styles, classes, scripts and foreign images go', async () => {
    const { box, last } = await renderEditor('');
    const word = [
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>',
      '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->',
      '<h2 class="MsoHeading2" style="mso-outline-level:2">参数</h2>',
      '<p class="MsoNormal" style="color:red" onclick="alert(1)">主频 <b>240 MHz</b><o:p></o:p></p>',
      '<script>alert(1)</script>',
      '<table class="MsoTableGrid" style="border:none"><tr><td style="width:100px"><p>Flash</p></td><td><p>4 MB</p></td></tr></table>',
      '<p><img src="https://other.example/x.png" onerror="alert(1)">结尾</p>',
      '</body></html>',
    ].join('');
    fireEvent.paste(box, {
      clipboardData: {
        files: [],
        types: ['text/html', 'text/plain'],
        getData: (type: string) =>
          type === 'text/html' ? word : type === 'text/plain' ? '参数 主频 240 MHz' : '',
      },
    });
    const html = last() ?? '';
    expect(html).toContain('<h2>参数</h2>');
    expect(html).toContain('<p>主频 <strong>240 MHz</strong></p>');
    expect(html).toContain(
      '<table><tbody><tr><td><p>Flash</p></td><td><p>4 MB</p></td></tr></tbody></table>',
    );
    expect(html).toContain('<p>结尾</p>');
    expect(html).not.toMatch(
      /style|class|mso|onclick|onerror|script|alert|other\.example|OfficeDocument/i,
    );
  });
});
