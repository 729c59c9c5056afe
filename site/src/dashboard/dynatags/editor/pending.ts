// Files chosen for a tag that is not created yet: sent with the first save, referred to as upload:N meanwhile.
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import type { Draft } from './draft';

export type PendingFile = { file: File; view: DynatagFile };

const FILE_REF = /^([A-Za-z0-9_-]{1,32}|upload:\d{1,2})$/;

/**
 * Renames file references in the modules: upload:N after a chosen file was dropped (later files move up one),
 * or a deleted file's id. A reference mapped to '' is removed: from a list it disappears, a single reference
 * becomes empty. Only values that look like file references (an id or upload:N) are touched.
 */
export function remapRefs(modules: DynatagModule[], map: Map<string, string>): DynatagModule[] {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return FILE_REF.test(value) && map.has(value) ? map.get(value) : value;
    if (Array.isArray(value)) {
      return value
        .filter((item) => !(typeof item === 'string' && map.get(item) === ''))
        .map((item) => walk(item));
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return walk(modules) as DynatagModule[];
}

/**
 * The files chosen for a tag not yet created; modules refer to them as upload:N until the first save. Dropping
 * one renumbers the later ones in the draft's modules.
 */
export function usePendingFiles(setDraft: Dispatch<SetStateAction<Draft>>) {
  const [pending, setPending] = useState<PendingFile[]>([]);

  const addPending = useCallback(
    (files: File[]): DynatagFile[] => {
      const added = files.map((file, i) => ({
        file,
        view: {
          id: `upload:${pending.length + i}`,
          name: file.name,
          mime: file.type,
          size: file.size,
          path: URL.createObjectURL(file),
        },
      }));
      setPending((list) => [...list, ...added]);
      return added.map((p) => p.view);
    },
    [pending.length],
  );

  const removePending = useCallback(
    (index: number) => {
      const gone = pending[index];
      if (!gone) return;
      URL.revokeObjectURL(gone.view.path);
      const rest = pending.filter((_, i) => i !== index);
      const map = new Map(rest.map((p, i) => [p.view.id, `upload:${i}`]));
      map.set(gone.view.id, '');
      setDraft((d) => ({
        ...d,
        modules: remapRefs(d.modules, map),
        variants: d.variants.map((v) => ({ ...v, modules: remapRefs(v.modules, map) })),
      }));
      setPending(rest.map((p, i) => ({ ...p, view: { ...p.view, id: `upload:${i}` } })));
    },
    [pending, setDraft],
  );

  return { pending, setPending, addPending, removePending };
}
