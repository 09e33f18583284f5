import { isApiError } from '@client/lib/api-client';
import { translateServerMessage } from '@client/lib/i18n';
import { useIsAdmin } from '@client/lib/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeptSubmission } from '../hooks/use-kept-submission';
import { readProfileDraft } from '../hooks/use-profile-draft';
import { newProfileFormState, nextProfileFormState, type ProfileFormState } from '../model/form-values';
import type { NewProfileFormProps } from '../routes/profile-add-route';
import { KeptNotice } from './kept-notice';
import { ProfileForm } from './profile-form';
import { showAlert } from './show-alert';
import { SubmitSuccess } from './submit-success';

interface Start {
  /** Remounts the form (and its uploader) for the next profile. */
  key: number;
  values: ProfileFormState;
  pictures: string[];
  /** The draft's names for its pictures (display only). */
  pictureNames: Record<string, string>;
}

function fromDraft(): Start {
  const draft = readProfileDraft();
  return draft
    ? { key: 0, values: draft.values, pictures: draft.pictures, pictureNames: draft.pictureNames }
    : { key: 0, values: newProfileFormState(), pictures: [], pictureNames: {} };
}

/**
 * /profile/add below its title and note (routes/profile-add-route.tsx): the form (restored from the draft),
 * then the success message, which takes the note's place too.
 */
export function NewProfilePage({ onSuccessShown }: NewProfileFormProps) {
  const isAdmin = useIsAdmin();
  const { t } = useTranslation('form');
  const [start, setStart] = useState<Start>(fromDraft);
  const [created, setCreated] = useState<{ id: number; values: ProfileFormState } | null>(null);
  const showCreated = (profile: { id: number; values: ProfileFormState }) => {
    setCreated(profile);
    onSuccessShown(true);
  };
  // Submitted without a connection: sent from here when it returns, then the usual success (issue 19).
  const kept = useKeptSubmission({
    sent: showCreated,
    refused: (error) => {
      // Back to the form (restored from the draft) with the server's reason.
      setStart((previous) => ({ ...fromDraft(), key: previous.key + 1 }));
      showAlert(
        isApiError(error) && error.serverMessage
          ? translateServerMessage(error.serverMessage)
          : t('submitFailed'),
      );
    },
  });

  if (created) {
    return (
      <SubmitSuccess
        profileHref={isAdmin ? `/profile/${created.id}` : undefined}
        onSubmitAnother={() => {
          setStart((previous) => ({
            key: previous.key + 1,
            values: nextProfileFormState(created.values),
            pictures: [],
            pictureNames: {},
          }));
          setCreated(null);
          onSuccessShown(false);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  if (kept.kept) return <KeptNotice />;

  return (
    <ProfileForm
      key={start.key}
      mode="create"
      initialValues={start.values}
      initialPictures={start.pictures}
      initialPictureNames={start.pictureNames}
      onCreated={showCreated}
      onKept={() => {
        kept.markKept();
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
