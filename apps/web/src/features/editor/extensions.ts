import type { Extensions } from '@tiptap/core';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { createLowlight } from 'lowlight';
import { USER_LINK_REL } from '@xinke/shared';
import { GRAMMARS } from './highlight-grammars';
import { VideoEmbed } from './video-embed-node';

const lowlight = createLowlight(GRAMMARS);

/**
 * The editor's schema: exactly the HTML the server's allowlist keeps (docs/editor.md).
 * Tables and links are written in the sanitizer's own form (no colgroup or width styles;
 * href, rel, target in that order) so a stored body is byte for byte what was written.
 */
export function editorExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      codeBlock: false,
      link: false,
    }),
    Link.extend({
      renderHTML({ HTMLAttributes }) {
        return [
          'a',
          { href: HTMLAttributes.href as string, rel: USER_LINK_REL, target: '_blank' },
          0,
        ];
      },
    }).configure({ openOnClick: false, autolink: true, protocols: [], defaultProtocol: 'https' }),
    CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
    Image.configure({ inline: false, allowBase64: false }),
    Table.extend({
      renderHTML() {
        return ['table', ['tbody', 0]];
      },
    }).configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    VideoEmbed,
    Placeholder.configure({ placeholder }),
  ];
}
