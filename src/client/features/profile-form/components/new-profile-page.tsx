import { useIsAdmin } from '@client/lib/session';
import { useState } from 'react';
import { readProfileDraft } from '../hooks/use-profile-draft';
import { newProfileFormState, nextProfileFormState, type ProfileFormState } from '../model/form-values';
import type { NewProfileFormProps } from '../routes/profile-add-route';
import { ProfileForm } from './profile-form';
import { SubmitSuccess } from './submit-success';

interface Start {
  /** Remounts the form (and its uploader) for the next profile. */
  key: number;
  values: ProfileFormState;
  pictures: string[];
}

function fromDraft(): Start {
  const draft = readProfileDraft();
  return draft
    ? { key: 0, values: draft.values, pictures: draft.pictures }
    : { key: 0, values: newProfileFormState(), pictures: [] };
}

/**
 * /profile/add below its title and note (routes/profile-add-route.tsx): the form (restored from the draft),
 * then the success message, which takes the note's place too.
 */
export function NewProfilePage({ onSuccessShown }: NewProfileFormProps) {
  const isAdmin = useIsAdmin();
  const [start, setStart] = useState<Start>(fromDraft);
  const [created, setCreated] = useState<{ id: number; values: ProfileFormState } | null>(null);

  if (created) {
    return (
      <SubmitSuccess
        profileHref={isAdmin ? `/profile/${created.id}` : undefined}
        onSubmitAnother={() => {
          setStart((previous) => ({
            key: previous.key + 1,
            values: nextProfileFormState(created.values),
            pictures: [],
          }));
          setCreated(null);
          onSuccessShown(false);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  return (
    <ProfileForm
      key={start.key}
      mode="create"
      initialValues={start.values}
      initialPictures={start.pictures}
      onCreated={(profile) => {
        setCreated(profile);
        onSuccessShown(true);
      }}
    />
  );
}
