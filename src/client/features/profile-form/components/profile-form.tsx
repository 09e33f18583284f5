import { Button } from '@client/components/button';
import { useIsAdmin } from '@client/lib/session';
import { Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteProfile } from '../hooks/use-delete-profile';
import { usePictureUploads } from '../hooks/use-picture-uploads';
import { useProfileDraft } from '../hooks/use-profile-draft';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import type { ProfileFormState } from '../model/form-values';
import { validateProfileForm } from '../model/validate';
import { AdminSection } from './admin-section';
import { EducationSection } from './education-section';
import { FamilyInfoSection } from './family-info-section';
import { PartnerSection } from './partner-section';
import { PersonalInfoSection } from './personal-info-section';
import { scrollToFirstError } from './show-alert';

export interface ProfileFormProps {
  mode: 'create' | 'edit';
  /** The stored profile's id (edit mode). */
  profileId?: number;
  initialValues: ProfileFormState;
  /** Picture ids to start with: the profile's own (edit) or a draft's uploads (create). */
  initialPictures: readonly string[];
  /** Signed addresses of the profile's own pictures by id (edit mode). */
  signedUrls?: ReadonlyMap<string, string>;
  onCreated: (created: { id: number; values: ProfileFormState }) => void;
}

/** The profile form (SPEC §2 "Profile form"): four sections, pictures, and the matchmaker's settings. */
/** The uploader (FilePond and its plugins) is the heaviest part of the form: it loads in its own chunk. */
const PicturesField = lazy(() => import('./pictures-field').then((m) => ({ default: m.PicturesField })));

export function ProfileForm({
  mode,
  profileId,
  initialValues,
  initialPictures,
  signedUrls,
  onCreated,
}: ProfileFormProps) {
  const { t } = useTranslation('form');
  const isAdmin = useIsAdmin();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProfileFormState>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateProfileForm(values, { isAdmin }),
  });

  const pictures = usePictureUploads({
    initialIds: initialPictures,
    kind: mode === 'edit' ? 'local' : 'limbo',
    signedUrls,
  });
  const draft = useProfileDraft(mode === 'create', form.values, pictures.summary.ids);
  const { confirmDelete, deleting } = useDeleteProfile(profileId);

  const { submit, submitting } = useProfileSubmit({
    mode,
    profileId,
    isAdmin,
    pictures: pictures.current,
    onFieldErrors: (errors) => {
      form.setErrors(errors);
      scrollToFirstError(formRef.current);
    },
    onCreated: (created) => {
      draft.clear();
      onCreated(created);
    },
  });

  const handleSubmit = form.onSubmit(
    (values) => submit(values),
    () => scrollToFirstError(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {t('requiredNote')}
        </Text>
        <PersonalInfoSection
          form={form}
          pictures={
            <Suspense fallback={<div style={{ minHeight: 120 }} aria-busy="true" />}>
              <PicturesField
                pondRef={pictures.pondRef}
                server={pictures.server}
                initialFiles={pictures.initialFiles}
                handlers={pictures.handlers}
                error={form.errors.pictures}
              />
            </Suspense>
          }
        />
        <FamilyInfoSection form={form} />
        <EducationSection form={form} />
        <PartnerSection form={form} />
        {isAdmin ? (
          <AdminSection
            form={form}
            profileId={mode === 'edit' ? profileId : undefined}
            onDelete={confirmDelete}
            deleting={deleting}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} fullOnMobile sectionCta>
            {mode === 'create' ? t('submitCreate') : t('submitEdit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
