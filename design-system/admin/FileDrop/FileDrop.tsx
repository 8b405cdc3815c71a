import { useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { cx } from '../../src/lib/cx.ts';
import { formatNumber } from '@ckb/design-system';
import { adminStrings } from '../strings.ts';
import { useFieldIds } from '../Field/Field.tsx';
import styles from './FileDrop.module.css';

export interface FileDropProps {
  label: ReactNode;
  /** The input's name: the upload field of SPEC §9 (`poster`, `background`, `avatar`, `photo_path_array`). */
  name: string;
  /** As the input's `accept` (e.g. `image/*`); dropped files are filtered by it too. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** The files chosen so far (controlled). */
  files: readonly File[];
  /** Every new choice, by the picker or by dropping. */
  onFiles: (files: File[]) => void;
  /**
   * Files `accept` refused (a `.txt` for a poster): the caller says why, naming what is taken. Without it
   * they are silently left out.
   */
  onRefused?: (files: File[]) => void;
  /** Shows a picture of a single chosen image (off for many files: 200 decoded pages would cost gigabytes). */
  preview?: boolean;
  /** The text of the zone. */
  prompt?: string;
  /** What the zone says once files are chosen (SPEC §4: "file uploaded"). */
  chosenLabel?: (count: number) => string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** Does a file match an `accept` list (`image/*`, `image/png`, `.jpg`)? */
export function accepts(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((a) =>
      a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a,
    );
}

const defaultChosen = (count: number) =>
  count === 1 ? adminStrings.fileChosen : adminStrings.filesChosen(formatNumber(count));

/**
 * A file input with a drop zone: the zone is the input's label (a click or Enter/Space opens the picker,
 * the input itself keeps the focus ring), files can be dropped on it, and once files are chosen it says
 * so. With `preview`, a single image is shown before it is sent.
 */
export function FileDrop({
  label,
  name,
  accept,
  multiple = false,
  disabled = false,
  hint,
  error,
  files,
  onFiles,
  onRefused,
  preview = false,
  prompt = multiple ? adminStrings.dropMany : adminStrings.dropHere,
  chosenLabel = defaultChosen,
  inputRef,
  className,
}: FileDropProps) {
  const ids = useFieldIds();
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const first = preview && files.length === 1 && files[0]!.type.startsWith('image/') ? files[0]! : null;
  const url = useMemo(() => (first ? URL.createObjectURL(first) : null), [first]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const take = (list: FileList | null) => {
    const all = Array.from(list ?? []);
    const chosen = all.filter((f) => accepts(f, accept));
    if (chosen.length) onFiles(multiple ? chosen : chosen.slice(0, 1));
    const refused = all.filter((f) => !accepts(f, accept));
    if (refused.length && onRefused) onRefused(refused);
  };
  const onDragEnter = (e: DragEvent) => {
    e.preventDefault();
    depth.current += 1;
    if (!disabled) setOver(true);
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');

  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.label} id={`${ids.control}-label`}>
        {label}
      </span>
      <label
        htmlFor={ids.control}
        className={cx(styles.zone, over && styles.over, files.length > 0 && styles.chosen, disabled && styles.disabled)}
        onDragEnter={onDragEnter}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-over={over || undefined}
      >
        <input
          ref={inputRef}
          id={ids.control}
          className={styles.input}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${ids.control}-label ${ids.control}-status`}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            take(e.currentTarget.files);
            // The same file may be chosen again after a failed or cancelled upload.
            e.currentTarget.value = '';
          }}
        />
        {url && <img src={url} alt={adminStrings.preview} className={styles.preview} />}
        <span id={`${ids.control}-status`} className={styles.prompt} aria-live="polite">
          {files.length > 0 ? chosenLabel(files.length) : prompt}
        </span>
      </label>
      {hint && (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
