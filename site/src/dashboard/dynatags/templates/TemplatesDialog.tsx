// A new dynatag (issue 32): a gallery of starter templates with their pictures — a restaurant menu, an event, a
// property viewing, a product page, a job advert — each made as a filled tag in the user's language and opened
// in the editor, or "Start empty" for the editor's blank tag.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { client } from '../../lib/client';
import { withPriceConfirmation } from '../../lib/price-confirm';
import { openDialog } from '../../stores/dialogs';
import { $uiLang } from '../../stores/prefs';
import { DialogFrame } from '../../ui/Dialog';
import type { DialogComponentProps } from '../../ui/dialog-types';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { useTagsT } from '../list/i18n';
import { refreshDynatags } from '../list/store';

type Template = {
  id: 'restaurant' | 'event' | 'property' | 'product' | 'job';
  name: string;
  description: string;
  picture: string;
};

export default function TemplatesDialog({ props, isTop, close }: DialogComponentProps<'dynatagTemplates'>) {
  const t = useTagsT();
  const lang = useStore($uiLang);
  const [templates, setTemplates] = useState<Template[] | null>(null);
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void client
      .GET('/api/v1/dynatag-templates', {
        params: { query: { lang } },
        signal: controller.signal,
        notifyErrors: false,
      })
      .then((result) => {
        if (result.aborted) return;
        if (result.ok && result.data) setTemplates(result.data.templates);
        else setFailed(result.message);
      });
    return () => controller.abort();
  }, [lang]);

  const startEmpty = () => {
    close();
    openDialog('dynatagEditor', { companyId: props.companyId });
  };

  const make = async (template: Template) => {
    setBusy(template.id);
    setFailed('');
    const answer = await withPriceConfirmation(props.companyId, (acceptMonthlyPrice) =>
      client.POST('/api/v1/dynatags/companies/{companyId}/from-template', {
        params: { path: { companyId: props.companyId } },
        body: {
          template: template.id,
          lang,
          ...(acceptMonthlyPrice !== undefined && { acceptMonthlyPrice }),
        },
        notifyErrors: false,
        notifySuccess: true,
        timeoutMs: 60_000,
      }),
    );
    setBusy(null);
    if ('declined' in answer && answer.declined) return;
    if (answer.ok && answer.data) {
      refreshDynatags();
      close();
      openDialog('dynatagEditor', { companyId: props.companyId, dynatagId: answer.data.id });
    } else setFailed(answer.message);
  };

  return (
    <DialogFrame title={t('templatesTitle')} onClose={close} isTop={isTop} size="lg">
      <p className="text-base-content/75 mb-3 text-sm">{t('templatesIntro')}</p>
      {failed && (
        <p role="alert" className="text-error mb-3 text-sm">
          {failed}
        </p>
      )}
      {!templates && !failed && <Spinner label={t('templatesLoading')} />}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="template-gallery">
        <li>
          <button
            type="button"
            className="flex h-full w-full flex-col items-center justify-center gap-2 rounded-box border-2 border-dashed border-base-300 p-4 hover:border-primary"
            onClick={startEmpty}
            disabled={busy !== null}
          >
            <Icon name="plus" className="size-8" />
            <span className="font-semibold">{t('templatesEmpty')}</span>
            <span className="text-base-content/75 text-sm">{t('templatesEmptyText')}</span>
          </button>
        </li>
        {templates?.map((template) => (
          <li key={template.id}>
            <button
              type="button"
              className="flex h-full w-full flex-col overflow-hidden rounded-box border border-base-300 text-start hover:border-primary"
              onClick={() => make(template)}
              disabled={busy !== null}
              aria-describedby={`template-${template.id}`}
            >
              <img
                src={template.picture}
                alt=""
                width={600}
                height={360}
                className="aspect-[5/3] w-full object-cover"
                loading="lazy"
              />
              <span className="flex flex-col gap-1 p-3">
                <span className="font-semibold">
                  {template.name}
                  {busy === template.id && <span className="loading loading-spinner loading-xs ms-2" />}
                </span>
                <span id={`template-${template.id}`} className="text-base-content/75 text-sm">
                  {template.description}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
