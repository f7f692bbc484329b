import { mergeAttributes, Node } from '@tiptap/core';
import { toEmbedUrl } from '../utils/video-embed';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a player of an allowed host; a link of any other host is refused (false). */
      setVideoEmbed: (options: { src: string; title: string }) => ReturnType;
    };
  }
}

/**
 * A video player in the text: an iframe whose address is on the allowed hosts' list. Pasted HTML
 * with an iframe of any other host is dropped rather than kept.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: 'Video' } };
  },
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (el) => {
          const src = toEmbedUrl(el.getAttribute('src') ?? '');
          return src ? { src, title: el.getAttribute('title') || 'Video' } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(HTMLAttributes, {
        allow: 'encrypted-media; picture-in-picture; fullscreen',
        allowfullscreen: 'true',
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
      }),
    ];
  },
  addCommands() {
    return {
      setVideoEmbed:
        ({ src, title }) =>
        ({ commands }) => {
          const embed = toEmbedUrl(src);
          if (!embed) return false;
          return commands.insertContent({ type: this.name, attrs: { src: embed, title: title.trim() || 'Video' } });
        },
    };
  },
});
