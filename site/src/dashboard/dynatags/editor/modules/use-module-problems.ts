import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { useMemo, useRef } from 'react';
import { moduleProblems, type Problems } from './check';

/**
 * Each module's problems by the API's schemas. A change checks the module that changed (a new object); the
 * others keep their answer, so a route of 1,000 stops is not checked again while a heading is typed.
 */
export function useModuleProblems(modules: DynatagModule[]): Problems[] {
  const checked = useRef(new WeakMap<DynatagModule, Problems>());
  return useMemo(
    () =>
      modules.map((module) => {
        const known = checked.current.get(module);
        if (known) return known;
        const found = moduleProblems(module);
        checked.current.set(module, found);
        return found;
      }),
    [modules],
  );
}
