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
import FilePondPluginImageResize from 'filepond-plugin-image-resize';
import FilePondPluginImageTransform from 'filepond-plugin-image-transform';
import type { ReactNode, RefObject } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { useTranslation } from 'react-i18next';
import classes from './pictures-field.module.css';

registerPlugin(
  FilePondPluginImageExifOrientation,
  FilePondPluginImagePreview,
  FilePondPluginFileValidateType,
  FilePondPluginFileValidateSize,
  FilePondPluginImageResize,
  FilePondPluginImageTransform,
);

/**
 * Photos are made small on the phone before they are sent (issue 30, decision 062): a camera photo of 4–15 MB
 * becomes a WebP (or JPEG) of a few hundred KB, its longest side at most 2,048 pixels (the server keeps 1,600), turned
 * upright and without its EXIF data. What the browser cannot decode (a HEIC on Chrome) goes as it is, and the
 * server decodes it; a GIF or SVG goes as it is too, for the server's own checks.
 */
export const PHONE_PICTURE_EDGE = 2048;
const PHONE_PICTURE_QUALITY = 85;
/** WebP where the browser can write it (about a quarter smaller than JPEG at the same quality), else JPEG. */
const PHONE_PICTURE_TYPE = canWriteWebp() ? 'image/webp' : 'image/jpeg';
function canWriteWebp(): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    return canvas.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    return false;
  }
}
/** The largest original a family may choose: it is sent only after it has been made small. */
const MAX_ORIGINAL_SIZE = '30MB';
const transformable = (file: File) => !/^image\/(gif|svg)/.test(file.type);

export const PICTURES_INPUT_ID = 'field-pictures';

export interface PicturesFieldProps {
  pondRef: RefObject<FilePond | null>;
  server: NonNullable<FilePondServerConfigProps['server']>;
  initialFiles: FilePondInitialFile[];
  handlers: Record<string, () => void>;
  error?: ReactNode;
}

/**
 * The multi-file picture uploader (SPEC §2): images only, at most MAX_PICTURES, each at most 30 MB as chosen
 * and made small before it is sent, uploaded as soon as chosen, reorderable (the first is shown first). Its items show FilePond's states (loading,
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
      <div style={{ marginTop: 8 }} className={classes.pond}>
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
          maxFileSize={MAX_ORIGINAL_SIZE}
          imageResizeTargetWidth={PHONE_PICTURE_EDGE}
          imageResizeTargetHeight={PHONE_PICTURE_EDGE}
          imageResizeMode="contain"
          imageResizeUpscale={false}
          imageTransformOutputMimeType={PHONE_PICTURE_TYPE}
          imageTransformOutputQuality={PHONE_PICTURE_QUALITY}
          imageTransformCanvasBackgroundColor="#ffffff"
          imageTransformImageFilter={transformable}
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
