import { useId, useState } from 'react';
import { Icon } from './icons';

type Props = {
  /** The chosen or dropped files (one at most unless `multiple`); not called while `busy`. */
  onFiles: (files: FileList) => void;
  title: string;
  hint: string;
  accept: string;
  testId: string;
  multiple?: boolean;
  /** Reading what was chosen: a spinner, and nothing more is taken until done. */
  busy?: boolean;
};

/**
 * A dashed frame to click (the file picker) or drop files on, highlighted while files are dragged over it; the
 * keyboard reaches its hidden input and the frame shows the focus. The file uploaders and the spreadsheet imports.
 */
export function DropZone({ onFiles, title, hint, accept, testId, multiple = false, busy = false }: Props) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <label
      htmlFor={inputId}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!busy && e.dataTransfer.files.length) onFiles(e.dataTransfer.files);
      }}
      className={`rounded-box flex cursor-pointer flex-col items-center gap-1 border-2 border-dashed px-4 py-6 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${dragging ? 'border-primary bg-primary/5' : 'border-base-300'}`}
    >
      {busy ? (
        <span className="loading loading-spinner text-primary" />
      ) : (
        <Icon name="upload" className="text-primary size-7" />
      )}
      <span className="font-medium">{title}</span>
      <span className="text-base-content/70 max-w-prose text-xs">{hint}</span>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        className="sr-only"
        data-testid={testId}
        disabled={busy}
        onChange={(e) => {
          const files = e.target.files;
          if (files?.length) onFiles(files);
          e.target.value = '';
        }}
      />
    </label>
  );
}
