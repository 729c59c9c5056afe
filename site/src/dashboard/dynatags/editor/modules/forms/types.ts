import type { ModuleOf, ModuleType } from '@shared/schemas/dynatag-modules';
import type { DynatagFile } from '@shared/types/dynatags';
import type { Problems } from '../check';

/** What every module form gets: its module, the tag's files, and the problems to show (path → message key). */
export type FormProps<T extends ModuleType> = {
  module: ModuleOf<T>;
  onChange: (module: ModuleOf<T>) => void;
  problems: Problems;
  files: DynatagFile[];
  onUploadFiles: (files: File[]) => Promise<DynatagFile[]>;
  disabled: boolean;
};
