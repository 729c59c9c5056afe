import { type Editor, useEditorState } from '@tiptap/react';
import { Icon } from '../../../../ui/icons';
import type { TagEditorKey } from '../i18n';
import { useEditorT } from '../i18n';

type Tool = { key: TagEditorKey; glyph: string; active?: (e: Editor) => boolean; run: (e: Editor) => void };

// Glyphs rather than icons: they read the same in every language and need no drawing.
const TOOLS: Tool[][] = [
  [
    {
      key: 'modBold',
      glyph: 'B',
      active: (e) => e.isActive('bold'),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      key: 'modItalic',
      glyph: 'I',
      active: (e) => e.isActive('italic'),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      key: 'modUnderline',
      glyph: 'U',
      active: (e) => e.isActive('underline'),
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
    {
      key: 'modStrike',
      glyph: 'S',
      active: (e) => e.isActive('strike'),
      run: (e) => e.chain().focus().toggleStrike().run(),
    },
  ],
  [
    {
      key: 'modHeading2',
      glyph: 'H2',
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'modHeading3',
      glyph: 'H3',
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      key: 'modBulletList',
      glyph: '•',
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'modOrderedList',
      glyph: '1.',
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'modQuote',
      glyph: '❝',
      active: (e) => e.isActive('blockquote'),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
  ],
];

const STYLE: Partial<Record<TagEditorKey, string>> = {
  modBold: 'font-bold',
  modItalic: 'italic',
  modUnderline: 'underline',
  modStrike: 'line-through',
};

/** The formatting buttons (toggle buttons with aria-pressed), the link prompt, undo and redo. */
export function Toolbar({
  editor,
  onLink,
  disabled,
}: {
  editor: Editor;
  onLink: () => void;
  disabled: boolean;
}) {
  const { t } = useEditorT();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      active: TOOLS.flat().map((tool) => tool.active?.(e) ?? false),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const button = 'btn btn-ghost btn-xs min-w-8';
  let n = 0;
  return (
    <div
      role="toolbar"
      aria-label={t('modToolbar')}
      className="border-base-300 flex flex-wrap gap-1 border-b p-1"
    >
      {TOOLS.map((group) => (
        <div key={group[0].key} className="flex gap-0.5">
          {group.map((tool) => {
            const pressed = state.active[n++];
            return (
              <button
                key={tool.key}
                type="button"
                className={`${button} ${STYLE[tool.key] ?? ''} ${pressed ? 'btn-active' : ''}`}
                aria-label={t(tool.key)}
                title={t(tool.key)}
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => tool.run(editor)}
              >
                {tool.glyph}
              </button>
            );
          })}
        </div>
      ))}
      <button
        type="button"
        className={`${button} ${state.link ? 'btn-active' : ''}`}
        aria-label={t('modLink')}
        title={t('modLink')}
        aria-pressed={state.link}
        disabled={disabled}
        onClick={onLink}
      >
        <Icon name="link" className="size-4" />
      </button>
      <div className="ms-auto flex gap-0.5">
        <button
          type="button"
          className={button}
          aria-label={t('modUndoEdit')}
          title={t('modUndoEdit')}
          disabled={disabled || !state.undo}
          onClick={() => editor.chain().focus().undo().run()}
        >
          <Turn />
        </button>
        <button
          type="button"
          className={button}
          aria-label={t('modRedoEdit')}
          title={t('modRedoEdit')}
          disabled={disabled || !state.redo}
          onClick={() => editor.chain().focus().redo().run()}
        >
          <Turn redo />
        </button>
      </div>
    </div>
  );
}

/** The undo arrow; mirrored, redo. */
function Turn({ redo = false }: { redo?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`size-4 ${redo ? '-scale-x-100' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11" />
    </svg>
  );
}
