import { client } from '../../lib/client';
import type { DialogComponentProps } from '../../ui/dialog-types';
import { ExactNameDeleteDialog } from '../../ui/ExactNameDeleteDialog';
import { useTagsT } from './i18n';
import { refreshDynatags } from './store';

/** Deleting a dynatag needs its exact name, case-sensitive (SPEC §5); the API checks the name again. */
export default function DeleteDynatagDialog({ props, isTop, close }: DialogComponentProps<'deleteDynatag'>) {
  const t = useTagsT();
  const onDelete = async (typed: string) => {
    const result = await client.DELETE('/api/v1/dynatags/{id}', {
      params: { path: { id: props.id } },
      body: { name: typed },
      notifySuccess: true,
    });
    if (result.ok) refreshDynatags();
    return result.ok;
  };
  return (
    <ExactNameDeleteDialog
      name={props.name}
      isTop={isTop}
      close={close}
      onDelete={onDelete}
      texts={{
        title: t('deleteTitle'),
        text: t('deleteText', { name: props.name }),
        type: t('deleteType'),
        mismatch: t('deleteMismatch'),
        caseHint: t('deleteCase'),
        cancel: t('cancel'),
        confirm: t('deleteConfirm'),
      }}
    />
  );
}
