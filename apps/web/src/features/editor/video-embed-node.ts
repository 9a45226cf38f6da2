import { mergeAttributes, Node } from '@tiptap/core';
import { VIDEO_EMBED_SANDBOX, videoEmbedSrc } from '@xinke/shared';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a Bilibili / Youku player; false when `url` is no such video. */
      insertVideo: (url: string) => ReturnType;
    };
  }
}

/**
 * A video player block: `<iframe src="https://player.bilibili.com/…">` with the fixed
 * attribute set the server's sanitizer rebuilds (same order, so a stored body equals the
 * editor's HTML). Only a source videoEmbedSrc accepts is ever parsed or inserted.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (el) => {
          const src = videoEmbedSrc((el as HTMLElement).getAttribute('src') ?? '');
          return src ? { src } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes({
        src: HTMLAttributes.src as string,
        title: '视频',
        sandbox: VIDEO_EMBED_SANDBOX,
        allowfullscreen: 'true',
        loading: 'lazy',
      }),
    ];
  },
  addCommands() {
    return {
      insertVideo:
        (url) =>
        ({ commands }) => {
          const src = videoEmbedSrc(url);
          return src ? commands.insertContent({ type: this.name, attrs: { src } }) : false;
        },
    };
  },
});
