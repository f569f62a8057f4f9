import { type CSSProperties, forwardRef, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Button } from '../Button/Button';
import { FolderIcon, UploadIcon } from '../Icon/icons';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import { actions, description as descriptionStyle, dropZone, hint, icon } from './FilePicker.css';
import { fromDropItems, fromFileList, matchesAccept, type PickedFile } from './pickFiles';

export interface FilePickerProps {
  /**
   * Called with what was picked or dropped (after `accept` and `allowsMultiple` apply).
   * Each file comes with its path inside the picked folder ("图纸/结构/结施-01.pdf"), or its name.
   */
  onSelect: (files: PickedFile[]) => void;
  /** File types, as `<input accept>`: extensions (".pdf", ".dwg"), MIME types, or "image/*". */
  accept?: readonly string[];
  /** Many files at once (and whole folders). Default true. */
  allowsMultiple?: boolean;
  /** Shows the "select folder" button (needs `allowsMultiple`). Default true. */
  allowsDirectories?: boolean;
  isDisabled?: boolean;
  /** A line under the hint, e.g. the types and size allowed. */
  description?: ReactNode;
  className?: string;
  style?: CSSProperties;
  locale?: Partial<Locale['FilePicker']>;
}

/**
 * Picks files three ways: drop them (or whole folders) on the area, "select files", or
 * "select folder". It only picks: uploading is the caller's job. Built on react-aria's
 * `DropZone` (keyboard and paste included) and `FileTrigger`.
 */
export const FilePicker = forwardRef<HTMLDivElement, FilePickerProps>(function FilePicker(
  {
    onSelect,
    accept,
    allowsMultiple = true,
    allowsDirectories = true,
    isDisabled = false,
    description,
    className,
    style,
    locale,
  },
  ref,
) {
  const strings = useComponentLocale('FilePicker', locale);

  const deliver = (picked: PickedFile[]) => {
    const accepted = picked.filter(({ file }) => matchesAccept(file, accept));
    const chosen = allowsMultiple ? accepted : accepted.slice(0, 1);
    if (chosen.length > 0) onSelect(chosen);
  };

  return (
    <DropZone
      ref={ref}
      isDisabled={isDisabled}
      aria-label={strings.dropZoneLabel}
      onDrop={async (event) => deliver(await fromDropItems(event.items))}
      className={cx(dropZone, className)}
      style={style}
    >
      {({ isDropTarget }) => (
        <>
          <UploadIcon size="xl" className={icon} />
          <Text slot="label" className={hint}>
            {isDropTarget ? strings.dropActive : strings.dropHint}
          </Text>
          {description != null ? <span className={descriptionStyle}>{description}</span> : null}
          <div className={actions}>
            <FileTrigger
              acceptedFileTypes={accept}
              allowsMultiple={allowsMultiple}
              onSelect={(files) => deliver(fromFileList(files))}
            >
              <Button size="sm" isDisabled={isDisabled} icon={<UploadIcon />}>
                {strings.selectFiles}
              </Button>
            </FileTrigger>
            {allowsDirectories && allowsMultiple ? (
              <FileTrigger acceptDirectory allowsMultiple onSelect={(files) => deliver(fromFileList(files))}>
                <Button size="sm" isDisabled={isDisabled} icon={<FolderIcon />}>
                  {strings.selectFolder}
                </Button>
              </FileTrigger>
            ) : null}
          </div>
        </>
      )}
    </DropZone>
  );
});
