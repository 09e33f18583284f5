import 'filepond/dist/filepond.min.css';
import 'filepond-plugin-image-preview/dist/filepond-plugin-image-preview.min.css';
import { useServerMessage } from '@client/lib/i18n';
import { Input } from '@mantine/core';
import { MAX_PICTURES } from '@shared/constants';
import type { FilePondInitialFile, FilePondServerConfigProps } from 'filepond';
import FilePondPluginFileValidateSize from 'filepond-plugin-file-validate-size';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import FilePondPluginImageExifOrientation from 'filepond-plugin-image-exif-orientation';
import FilePondPluginImagePreview from 'filepond-plugin-image-preview';
import type { ReactNode, RefObject } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { useTranslation } from 'react-i18next';

registerPlugin(
  FilePondPluginImageExifOrientation,
  FilePondPluginImagePreview,
  FilePondPluginFileValidateType,
  FilePondPluginFileValidateSize,
);

export const PICTURES_INPUT_ID = 'field-pictures';

export interface PicturesFieldProps {
  pondRef: RefObject<FilePond | null>;
  server: NonNullable<FilePondServerConfigProps['server']>;
  initialFiles: FilePondInitialFile[];
  handlers: Record<string, () => void>;
  error?: ReactNode;
}

/**
 * The multi-file picture uploader (SPEC §2): images only, at most MAX_PICTURES, each at most 10 MB, uploaded
 * as soon as chosen, reorderable (the first is shown first). Its items show FilePond's states (loading,
 * uploading, complete, error…) with retry, undo and remove.
 */
export function PicturesField({ pondRef, server, initialFiles, handlers, error }: PicturesFieldProps) {
  const { t } = useTranslation('form');
  const translate = useServerMessage();
  const labels = t('filepond', { returnObjects: true });
  return (
    <Input.Wrapper
      label={t('labels.pictures')}
      description={t('hints.pictures')}
      error={typeof error === 'string' ? translate(error) : error}
      labelProps={{ htmlFor: PICTURES_INPUT_ID }}
    >
      <div style={{ marginTop: 8 }}>
        <FilePond
          ref={pondRef}
          id={PICTURES_INPUT_ID}
          name="filepond"
          server={server}
          allowMultiple
          allowReorder
          maxFiles={MAX_PICTURES}
          maxParallelUploads={2}
          instantUpload
          itemInsertLocation="after"
          // Starting files are added once the pond is ready: passed as the `files` prop they would be set
          // again on every render and drop the pictures added since.
          oninit={() => {
            setTimeout(() => {
              if (initialFiles.length > 0)
                // FilePond takes { source, options } items here too; its types list only plain sources.
                void pondRef.current?.addFiles(initialFiles as unknown as string[]);
            }, 0);
          }}
          credits={false}
          acceptedFileTypes={['image/*']}
          maxFileSize="10MB"
          imagePreviewHeight={170}
          {...labels}
          // The server's own words (not a picture, too large…) when it gave them.
          labelFileProcessingError={(error: { body?: unknown }) =>
            typeof error?.body === 'string' && error.body
              ? translate(error.body)
              : labels.labelFileProcessingError
          }
          {...handlers}
        />
      </div>
    </Input.Wrapper>
  );
}
