import { MODULE_LIMITS } from '@shared/schemas/dynatag-modules';
import { TextAreaField, TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import { NumberField } from './NumberField';
import type { FormProps } from './types';

/** Disqus comments: the site's shortname. */
export function DisqusForm({ module, onChange, problems }: FormProps<'plugin_disqus'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  return (
    <TextField
      label={t('modDisqusShortname')}
      hint={t('modDisqusHint')}
      value={module.shortname}
      maxLength={64}
      spellCheck={false}
      autoCapitalize="none"
      error={message('/shortname')}
      onChange={(e) => onChange({ ...module, shortname: e.target.value.trim().toLowerCase() })}
    />
  );
}

/** HTML Comment Box: the pasted widget and comments per page; the widget only ever runs sandboxed. */
export function HtmlCommentBoxForm({ module, onChange, problems }: FormProps<'plugin_htmlCommentBox'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  return (
    <>
      <TextAreaField
        label={t('modWidget')}
        hint={t('modWidgetHint')}
        value={module.widget}
        rows={5}
        maxLength={MODULE_LIMITS.widgetChars}
        error={message('/widget')}
        onChange={(widget) => onChange({ ...module, widget })}
      />
      <NumberField
        label={t('modPerPage')}
        decimal={false}
        value={module.perPage}
        onValue={(perPage) => onChange({ ...module, perPage })}
        error={message('/perPage')}
      />
      <p className="text-base-content/70 flex gap-2 pt-1 text-xs">
        <Icon name="shield" className="size-4" />
        {t('modWidgetNote')}
      </p>
    </>
  );
}
