import { client } from '../lib/client';
import { useT } from '../lib/i18n';
import { refreshPeople } from '../stores/people';
import type { DialogComponentProps } from '../ui/dialog-types';
import { ExactNameDeleteDialog } from '../ui/ExactNameDeleteDialog';

/** Deleting a company needs its exact name, case-sensitive (SPEC §5); the button waits for it. */
export default function DeleteCompanyDialog({ props, isTop, close }: DialogComponentProps<'deleteCompany'>) {
  const t = useT();
  const onDelete = async (typed: string) => {
    const result = await client.DELETE('/api/v1/companies/{shortId}', {
      params: { path: { shortId: props.shortId } },
      body: { name: typed },
      notifySuccess: true,
    });
    if (result.ok) void refreshPeople();
    return result.ok;
  };
  return (
    <ExactNameDeleteDialog
      name={props.name}
      isTop={isTop}
      close={close}
      onDelete={onDelete}
      texts={{
        title: t('deleteCompanyTitle'),
        text: t('deleteCompanyText', { name: props.name }),
        type: t('deleteCompanyType'),
        mismatch: t('deleteCompanyMismatch'),
        caseHint: t('deleteCompanyCase'),
        cancel: t('cancel'),
        confirm: t('deleteCompany'),
      }}
    />
  );
}
