import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { useEditorT } from './i18n';

/**
 * What a screen reader hears while a module is moved with the keyboard or a pointer: picked up, over which
 * place of how many, dropped or cancelled, in the reader's language, with the module's name as the list shows it.
 */
export function useReorderAnnouncements(
  modules: DynatagModule[],
  nameOf: (module: DynatagModule, index: number) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useEditorT();
  const position = (id: unknown) => modules.findIndex((m) => m.id === id);
  const named = (id: unknown) => {
    const index = position(id);
    return index < 0 ? '' : nameOf(modules[index], index);
  };
  const count = modules.length;
  return {
    announcements: {
      onDragStart: ({ active }) => t('modDragStart', { name: named(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('modDragOver', { name: named(active.id), position: position(over.id) + 1, count })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('modDragEnd', { name: named(active.id), position: position(over.id) + 1, count })
          : undefined,
      onDragCancel: ({ active }) =>
        t('modDragCancel', { name: named(active.id), position: position(active.id) + 1 }),
    },
    screenReaderInstructions: { draggable: t('modDragInstructions') },
  };
}
