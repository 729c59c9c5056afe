import { type Editor, useEditorState } from '@tiptap/react';
import { Icon } from '../../../../ui/icons';
import type { TagEditorKey } from '../i18n';
import { useEditorT } from '../i18n';

type Tool = {
  key: TagEditorKey;
  glyph: string | { path: string };
  active?: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

// Letters where the letter is part of the button's name (B for Bold…), drawings where it would not be (H2, 1.),
// so what is seen is also what is heard.
const H = 'M3 6v12M10 6v12M3 12h7';
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
      glyph: { path: `${H}M14 10a2.5 2.5 0 015 0c0 2.5-5 4.5-5 8h5` },
      active: (e) => e.isActive('heading', { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'modHeading3',
      glyph: { path: `${H}M14 7h5l-3 4a3 3 0 11-2 5` },
      active: (e) => e.isActive('heading', { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      key: 'modBulletList',
      glyph: { path: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01' },
      active: (e) => e.isActive('bulletList'),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'modOrderedList',
      glyph: { path: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 13.5a1.5 1.5 0 013 0L3.5 17h3' },
      active: (e) => e.isActive('orderedList'),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'modQuote',
      glyph: { path: 'M5 17c2-1 3-3 3-6H5V7h4v4M13 17c2-1 3-3 3-6h-3V7h4v4' },
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
                {typeof tool.glyph === 'string' ? (
                  tool.glyph
                ) : (
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.8}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={tool.glyph.path} />
                  </svg>
                )}
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
