import type { DialogKind, DialogProps } from '../stores/dialogs';

/** What the host hands every dialog component. */
export type DialogComponentProps<K extends DialogKind> = {
  props: DialogProps[K];
  isTop: boolean;
  close: () => void;
};
