import { TextField } from '../../../../ui/fields';
import { Icon } from '../../../../ui/icons';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import { NumberField } from './NumberField';
import type { FormProps } from './types';

/** An embedded page: its https address and the frame's height; it runs sandboxed on the public page. */
export function IframeForm({ module, onChange, problems }: FormProps<'iframe'>) {
  const { t } = useEditorT();
  const message = useProblem(problems);
  return (
    <>
      <TextField
        label={t('modIframeSrc')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={module.src}
        maxLength={2000}
        error={message('/src')}
        onChange={(e) => onChange({ ...module, src: e.target.value })}
        onBlur={(e) => {
          const src = e.target.value.trim();
          // A bare host gets https:// (the only scheme a frame may have); http:// is not rewritten.
          if (src && !/^[a-z][a-z0-9+.-]*:/i.test(src)) onChange({ ...module, src: `https://${src}` });
        }}
      />
      <NumberField
        label={t('modIframeHeight')}
        decimal={false}
        value={module.height}
        onValue={(height) => onChange({ ...module, height })}
        error={message('/height')}
      />
      <p className="text-base-content/70 flex gap-2 pt-1 text-xs">
        <Icon name="shield" className="size-4" />
        {t('modSandboxNote')}
      </p>
    </>
  );
}
