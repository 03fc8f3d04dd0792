import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect } from 'react';
import type { Messages } from './i18n';

/** Links keep the site's `data-link="internal"` marker; no target/rel added by default. */
const SiteLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      'data-link': {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('data-link'),
        renderHTML: (attrs: Record<string, unknown>) => (attrs['data-link'] ? { 'data-link': attrs['data-link'] } : {}),
      },
    };
  },
}).configure({ openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } });

/** Images keep their responsive attributes (srcset from the media library). */
const SiteImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
      loading: { default: 'lazy' },
    };
  },
}).configure({ allowBase64: false });

/** The allowlist has h2–h6 and no code blocks: the editor offers nothing the platform would drop. */
export const extensions = [
  StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false, code: false, codeBlock: false }),
  SiteLink,
  SiteImage,
];

type Props = {
  html: string;
  label: string;
  t: Messages;
  onChange: (html: string) => void;
  onDone: () => void;
  onLink: (editor: Editor) => void;
  onImage: (editor: Editor) => void;
};

/** A rich-text section being edited in place (TipTap), with its formatting bar. */
export function RichTextEditor({ html, label, t, onChange, onDone, onLink, onImage }: Props) {
  const editor = useEditor({
    extensions,
    content: html,
    immediatelyRender: true,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  useEffect(() => {
    editor?.commands.focus('end');
  }, [editor]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const btn = (name: string, pressed: boolean | undefined, run: () => void, key: string) => (
    <button key={key} type="button" className="scms-btn" aria-pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {name}
    </button>
  );
  return (
    <>
      <div className="scms-bar" role="toolbar" aria-label={`${t.format} — ${label}`}>
        {btn(t.paragraph, undefined, () => chain().setParagraph().run(), 'p')}
        {btn(t.h2, active?.h2, () => chain().toggleHeading({ level: 2 }).run(), 'h2')}
        {btn(t.h3, active?.h3, () => chain().toggleHeading({ level: 3 }).run(), 'h3')}
        {btn(t.h4, active?.h4, () => chain().toggleHeading({ level: 4 }).run(), 'h4')}
        {btn(t.bold, active?.bold, () => chain().toggleBold().run(), 'b')}
        {btn(t.italic, active?.italic, () => chain().toggleItalic().run(), 'i')}
        {btn(t.bullets, active?.bullets, () => chain().toggleBulletList().run(), 'ul')}
        {btn(t.numbered, active?.numbered, () => chain().toggleOrderedList().run(), 'ol')}
        {btn(t.link, active?.link, () => onLink(editor), 'a')}
        {active?.link ? btn(t.unlink, undefined, () => chain().extendMarkRange('link').unsetLink().run(), 'ua') : null}
        {btn(t.image, undefined, () => onImage(editor), 'img')}
        <button type="button" className="scms-btn" onClick={onDone}>
          {t.doneEditing}
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the text box leaves it, like the Done button */}
      <div
        className="scms-text rich-text"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
          }
        }}
      >
        <EditorContent editor={editor} />
      </div>
    </>
  );
}
