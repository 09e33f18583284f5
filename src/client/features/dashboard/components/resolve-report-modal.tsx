import { ModalFooter } from '@client/components/modal-footer';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { REPORT_NOTE_MAX_LENGTH, type Report } from '@shared/reports';
import { type FormEvent, useState } from 'react';
import { useResolveReport } from '../api/reports';
import { DASHBOARD_MESSAGES as MSG } from '../messages';

/** Resolve asks what was done (issue 29, item 3; decision 065): the note stays with the report. */
export function ResolveReportModal({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setNote('');
    setMissing(false);
    resolve.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!report) return;
    if (note.trim() === '') {
      setMissing(true);
      return;
    }
    resolve.mutate({ id: report._id, note: note.trim() }, { onSuccess: close });
  };
  return (
    <Modal
      lang="en"
      opened={report !== null}
      onClose={close}
      title={MSG.resolveTitle}
      closeButtonProps={{ 'aria-label': MSG.cancel }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {report ? <Text size="sm">{report.profile.label}</Text> : null}
          <Textarea
            label={MSG.resolveNote}
            description={MSG.resolveNoteHint}
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setMissing(false);
            }}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            autosize
            minRows={2}
            required
            data-autofocus
            error={missing ? MSG.resolveNoteRequired : undefined}
          />
          <ModalFooter
            error={resolve.isError ? MSG.resolveFailed : undefined}
            cancelLabel={MSG.cancel}
            onCancel={close}
            submitLabel={MSG.resolve}
            submit={{ loading: resolve.isPending }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
