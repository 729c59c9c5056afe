import { MODULE_LIMITS } from '@shared/schemas/dynatag-modules';
import { lazy, Suspense, useId } from 'react';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import type { FormProps } from './types';

// Tiptap (ProseMirror) is the editor's largest part: its own chunk, fetched the first time a text module is open.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** Rich text: the formatted text as HTML, sanitised by the server when the tag is saved. */
export function WysiwygForm({ module, onChange, problems, disabled }: FormProps<'wysiwyg'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  const id = useId();
  const error = message('/html');
  return (
    <div className="fieldset py-1">
      <span id={`${id}-label`} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {t('modRichText')}
      </span>
      <Suspense
        fallback={
          <p className="rounded-box border-base-300 text-base-content/70 flex min-h-40 items-center gap-2 border px-3 text-sm">
            <span className="loading loading-spinner loading-sm" />
            {t('modRichTextLoading')}
          </p>
        }
      >
        <RichTextEditor
          value={module.html}
          onChange={(html) => onChange({ ...module, html })}
          label={t('modRichText')}
          describedBy={`${id}-note`}
          invalid={Boolean(error)}
          disabled={disabled}
        />
      </Suspense>
      <p id={`${id}-note`} className={`text-xs ${error ? 'text-error' : 'text-base-content/70'}`}>
        {error ?? t('modRichTextNote', { count: module.html.length, limit: MODULE_LIMITS.wysiwygChars })}
      </p>
    </div>
  );
}
