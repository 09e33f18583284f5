import { api, type QueryParams } from '@client/lib/api-client';
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * "Download CSV" (issue 28, part 7): fetches one of the bureau's files with the session and saves it. The
 * feature gives the texts, the address and the file's name.
 */
export function DownloadButton({
  path,
  params,
  fileName,
  label,
  failed,
}: {
  path: string;
  params?: QueryParams;
  fileName: string;
  label: string;
  /** Shown when the file could not be made or fetched. */
  failed: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await api.download(path, fileName, params);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={state === 'busy'}
        onClick={() => void download()}
      >
        {label}
      </Button>
      {state === 'failed' ? (
        <Text size="sm" c="red.8" role="alert">
          {failed}
        </Text>
      ) : null}
    </Group>
  );
}
