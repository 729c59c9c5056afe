import { useCallback } from 'react';
import { type Problems, problemAt } from './check';
import { useEditorT } from './i18n';

/** The message of a field's problem (or of anything inside it, with `below`), in words; undefined when fine. */
export function useProblem(problems: Problems) {
  const { problem } = useEditorT();
  return useCallback(
    (path: string, below = false) => {
      const key = problemAt(problems, path, below);
      return key ? problem(key) : undefined;
    },
    [problems, problem],
  );
}
