// The rich-text editor of the wysiwyg module (Tiptap with its starter kit: paragraphs, headings 2–3, lists,
// quote, bold, italic, underline, strike, links, undo). Its own chunk, loaded when a text module is shown.
// It writes HTML; the server sanitises it against its allow-list, whatever this editor lets through.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { withScheme } from '../../../../lib/validate';
import { useEditorT } from '../i18n';
import { Toolbar } from './RichTextToolbar';

const LINK = /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+|tel:[+0-9 ()./-]+)$/i;

export default function RichTextEditor({
  value,
  onChange,
  label,
  describedBy,
  invalid,
  disabled,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  describedBy: string;
  invalid: boolean;
  disabled: boolean;
}) {
  const { t } = useEditorT();
  const emitted = useRef(value);
  const [initial] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
        class: 'min-h-32 px-3 py-2 outline-none',
      },
    }),
    [label, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => LINK.test(url),
        },
      }),
    ],
    content: initial,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChange(html);
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ link: (e?.getAttributes('link').href as string | undefined) ?? '' }),
  });

  // A value from outside (an import, a restored version) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    // Without an update: turning editing on or off is not an edit (it made a freshly opened tag "unsaved").
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const editLink = () => {
    if (!editor) return;
    const typed = window.prompt(t('modLinkPrompt'), state?.link ?? '');
    if (typed === null) return;
    const href = withScheme(typed);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else if (LINK.test(href)) chain.setLink({ href }).run();
  };

  return (
    <div
      className={`rounded-box border ${invalid ? 'border-error' : 'border-base-300'} focus-within:outline-primary focus-within:outline-2 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-base-300 [&_blockquote]:border-s-4 [&_blockquote]:ps-3 [&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:ps-6`}
    >
      {editor && <Toolbar editor={editor} onLink={editLink} disabled={disabled} />}
      <EditorContent editor={editor} />
    </div>
  );
}
