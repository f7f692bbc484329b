import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEffect, useRef, useState } from 'react';
import { VideoEmbed } from './video-embed-node';
import { InsertDialog, type InsertKind } from './insert-dialog';
import styles from './rich-text.module.css';

/** The editable area is a labelled multi-line text box for assistive technology. */
const textboxAttributes = (labelId: string, describedBy?: string, invalid?: boolean): Record<string, string> => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
  class: styles.content!,
});

/**
 * After an image is inserted the caret goes just after it, so the next keystroke types on instead
 * of replacing the selected image; an empty paragraph is added when nothing follows it.
 */
export function caretAfterSelectedNode(tr: Transaction): void {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection)) return;
  const after = selection.to;
  const next = tr.doc.resolve(after).nodeAfter;
  if (!next || !next.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
}

/** Ctrl+K (Cmd+K on a Mac) opens the link dialog, as in every editor. */
const linkShortcut = (open: () => void) =>
  Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts: () => ({
      'Mod-k': () => {
        open();
        return true;
      },
    }),
  });

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label, and of the hint and error the text box is described by. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * The article text: headings, lists, links, tables, images by address and players of
 * the allowed video hosts, nothing the server's sanitizer would drop (no underline, strike or code).
 * A chunk of its own: only the editor screen loads it.
 */
export default function RichTextEditor({ value, onChange, labelId, describedBy, invalid }: RichTextEditorProps) {
  const emitted = useRef(value);
  const [inserting, setInserting] = useState<InsertKind | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image.configure({ allowBase64: false }),
      VideoEmbed,
      linkShortcut(() => setInserting('link')),
    ],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: textboxAttributes(labelId, describedBy, invalid) },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChange(html);
    },
  });

  // A value from outside (the saved item loading, a restored version) replaces the text.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // An error shown or cleared beside the field changes how the text box is described.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: textboxAttributes(labelId, describedBy, invalid) } });
  }, [editor, labelId, describedBy, invalid]);

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <Toolbar editor={editor} inserting={inserting} setInserting={setInserting} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  inserting,
  setInserting,
}: {
  editor: Editor;
  inserting: InsertKind | null;
  setInserting: (kind: InsertKind | null) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (label: string, pressed: boolean, run: () => void) => (
    <button type="button" aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  const action = (label: string, run: () => void, disabled = false) => (
    <button type="button" onClick={run} disabled={disabled}>
      {label}
    </button>
  );

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label="Text formatting">
        <div className={styles.group}>
          {toggle('Heading', state.h2, () => chain().toggleHeading({ level: 2 }).run())}
          {toggle('Subheading', state.h3, () => chain().toggleHeading({ level: 3 }).run())}
          {toggle('Bold', state.bold, () => chain().toggleBold().run())}
          {toggle('Italic', state.italic, () => chain().toggleItalic().run())}
        </div>
        <div className={styles.group}>
          {toggle('Bulleted list', state.bullet, () => chain().toggleBulletList().run())}
          {toggle('Numbered list', state.ordered, () => chain().toggleOrderedList().run())}
          {toggle('Quote', state.quote, () => chain().toggleBlockquote().run())}
        </div>
        <div className={styles.group}>
          <button
            type="button"
            onClick={() => setInserting('link')}
            aria-keyshortcuts="Control+K Meta+K"
            title="Link (Ctrl+K)"
          >
            Link
          </button>
          {state.link && action('Remove link', () => chain().unsetLink().run())}
          {action('Image', () => setInserting('image'))}
          {action('Video', () => setInserting('video'))}
          {action('Table', () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), state.table)}
        </div>
        {state.table && (
          <div className={styles.group} aria-label="Table">
            {action('Add row', () => chain().addRowAfter().run())}
            {action('Add column', () => chain().addColumnAfter().run())}
            {action('Delete row', () => chain().deleteRow().run())}
            {action('Delete column', () => chain().deleteColumn().run())}
            {action('Delete table', () => chain().deleteTable().run())}
          </div>
        )}
        <div className={styles.group}>
          {action('Undo', () => chain().undo().run(), !state.canUndo)}
          {action('Redo', () => chain().redo().run(), !state.canRedo)}
        </div>
      </div>
      {inserting && (
        <InsertDialog
          kind={inserting}
          initialLink={inserting === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
          onClose={() => setInserting(null)}
          onInsert={(v) => {
            if (v.kind === 'link') {
              // With nothing selected the address itself becomes the linked text.
              if (editor.state.selection.empty && !editor.isActive('link')) {
                chain()
                  .insertContent({ type: 'text', text: v.href, marks: [{ type: 'link', attrs: { href: v.href } }] })
                  .run();
              } else chain().extendMarkRange('link').setLink({ href: v.href }).run();
            }
            if (v.kind === 'image') {
              chain()
                .setImage({ src: v.src, alt: v.alt })
                .command(({ tr }) => {
                  caretAfterSelectedNode(tr);
                  return true;
                })
                .run();
            }
            if (v.kind === 'video') return chain().setVideoEmbed({ src: v.src, title: v.title }).run();
            return true;
          }}
        />
      )}
    </>
  );
}
