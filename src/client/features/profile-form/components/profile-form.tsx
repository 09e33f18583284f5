import { Button } from '@client/components/button';
import { useIsAdmin } from '@client/lib/session';
import { AfterStep, StepsAfterPaint } from '@client/lib/use-steps-after-paint';
import { useWhenNeeded } from '@client/lib/use-when-needed';
import { Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VersionConflict } from '@shared/versions';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteProfile } from '../hooks/use-delete-profile';
import { usePictureUploads } from '../hooks/use-picture-uploads';
import { useProfileDraft } from '../hooks/use-profile-draft';
import { useProfileSubmit } from '../hooks/use-profile-submit';
import { type ProfileFormState, profileToFormState } from '../model/form-values';
import { loadedRules, loadRules } from '../model/load-rules';
import { applyChoices, chosenPictures, mergePictures, mergeRows } from '../model/merge';
import { AdminSection } from './admin-section';
import { ConflictModal, type ConflictState } from './conflict-modal';
import { EducationSection } from './education-section';
import { FamilyInfoSection } from './family-info-section';
import { SuggestionLists } from './fields';
import { PartnerSection } from './partner-section';
import { PersonalInfoSection } from './personal-info-section';
import { scrollToFirstError, showAlert } from './show-alert';

export interface ProfileFormProps {
  mode: 'create' | 'edit';
  /** The stored profile's id (edit mode). */
  profileId?: number;
  initialValues: ProfileFormState;
  /** Picture ids to start with: the profile's own (edit) or a draft's uploads (create). */
  initialPictures: readonly string[];
  /** A draft's names for its pictures, by id (shown on the restored tiles). */
  initialPictureNames?: Readonly<Record<string, string>>;
  onCreated: (created: { id: number; values: ProfileFormState }) => void;
  /** A new profile submitted without a connection, kept on the phone (issue 19). */
  onKept?: () => void;
  /** Edit: the version of the profile the form was read from (decision 055). */
  baseVersion?: number;
}

/**
 * Thumbnail addresses for the pictures of a conflict: the server's, by file id, for both sets (decision 067),
 * and the stored profile's own for its pictures. Without the server's (an older server), her pictures are
 * shown from their own addresses and all counted as stored.
 */
function conflictThumbnails(
  refused: VersionConflict,
  mine: readonly string[],
  theirs: readonly string[],
  theirThumbnails: readonly string[],
): Record<string, string> {
  const given = refused.fields.find((field) => field.name === 'pictures')?.thumbnailUrls;
  const own = Object.fromEntries(
    theirs.flatMap((id, i) => (theirThumbnails[i] ? [[id, theirThumbnails[i]]] : [])),
  );
  const fallback = given ? {} : Object.fromEntries(mine.map((id) => [id, `/file/${id}`]));
  return { ...fallback, ...own, ...given };
}

/** The uploader (FilePond and its plugins) is the heaviest part of the form: it loads in its own chunk. */
const PicturesField = lazy(() => import('./pictures-field').then((m) => ({ default: m.PicturesField })));

/** Where the sections still to render go (a screen high: the footer does not jump into view). */
const laterPlaceholder = <div style={{ minHeight: '100vh' }} aria-busy="true" />;

/**
 * The form renders in parts after its first paint, three to five fields at a time (decision 022): personal
 * (steps 1-4), family (5-7), education (8-9), then partner and the rest (10), and last the place lists that
 * the city and country fields suggest from (11). Each step's commit (new inputs, their layout effects and
 * measurements) is one task that cannot be split: small steps keep every task short on a slow phone.
 */
const STEPS = { personal: 1, family: 5, education: 8, rest: 10, suggestions: 11 } as const;

/**
 * The profile form (SPEC §2 "Profile form"): four sections, pictures, and the matchmaker's settings. Its
 * note shows first and the sections follow one per frame; the uploader loads once it is nearly in view or the
 * family starts filling in the form, at once when there are pictures to show (decision 020: the form is the
 * largest page a family opens on a phone).
 */
export function ProfileForm({
  mode,
  profileId,
  initialValues,
  initialPictures,
  initialPictureNames,
  onCreated,
  onKept,
  baseVersion,
}: ProfileFormProps) {
  const { t } = useTranslation('form');
  const isAdmin = useIsAdmin();
  const formRef = useRef<HTMLFormElement>(null);
  const picturesSlot = useWhenNeeded();
  const picturesPlaceholder = <div ref={picturesSlot.ref} style={{ minHeight: 120 }} aria-busy="true" />;
  const form = useForm<ProfileFormState>({
    mode: 'controlled',
    initialValues,
    // Sending waits for the rules (handleSubmit), so they are there whenever the form is checked.
    validate: (values) => loadedRules()?.validateProfileForm(values, { isAdmin }) ?? {},
  });
  // The rules load once the family starts filling in the form (a tap, a key, a focus; decision 023).
  const rulesWanted = useWhenNeeded();
  useEffect(() => {
    if (rulesWanted.needed) loadRules().catch(() => undefined); // tried again when the form is sent
  }, [rulesWanted.needed]);

  const pictures = usePictureUploads({
    initialIds: initialPictures,
    kind: mode === 'edit' ? 'local' : 'limbo',
    initialNames: initialPictureNames,
  });
  const draft = useProfileDraft(mode === 'create', form.values, pictures.summary.ids, pictures.summary.names);
  const { confirmDelete, deleting } = useDeleteProfile(profileId);

  // Every failed submit (the form's check or the server's field errors) brings the first field to correct
  // into view and focuses it, once its error has rendered (issue 16: the first tap set errors in a later
  // frame than the scroll looked for them). The note stays while any field still shows an error.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const submitFailed = () => setFailedSubmits((count) => count + 1);
  useEffect(() => {
    if (failedSubmits > 0) scrollToFirstError(formRef.current);
  }, [failedSubmits]);
  const correcting = failedSubmits > 0 && Object.keys(form.errors).length > 0;

  // What the form was read from (decision 055): after a conflict, the stored profile it was merged with.
  const base = useRef({ version: baseVersion, values: initialValues, pictures: initialPictures });
  const [conflict, setConflict] = useState<(ConflictState & { theirs: ProfileFormState }) | null>(null);

  const { submit, submitting } = useProfileSubmit({
    mode,
    profileId,
    isAdmin,
    pictures: pictures.current,
    onFieldErrors: (errors) => {
      form.setErrors(errors);
      submitFailed();
    },
    onCreated: (created) => {
      draft.clear();
      onCreated(created);
    },
    onKept,
    baseVersion: () => base.current.version,
    onConflict: (refused, values, pictureIds) => {
      if (profileId === undefined) return;
      // The rules are loaded by now (the save that was refused went through them): fetchProfile reads with zod.
      loadRules()
        .then((rules) => rules.fetchProfile(profileId))
        .then(
          ({ profile }) => {
            const theirs = profileToFormState(profile);
            const rows = mergeRows(base.current.values, values, theirs);
            const theirPictures = profile.pictures ?? [];
            const pictureRow = mergePictures(
              base.current.pictures,
              pictureIds,
              theirPictures,
              conflictThumbnails(refused, pictureIds, theirPictures, profile.thumbnailUrls ?? []),
            );
            base.current = { version: profile.version, values: theirs, pictures: theirPictures };
            setConflict({ rows, pictures: pictureRow, changedBy: refused.changedBy, theirs });
          },
          () => showAlert(t('submitFailed')),
        );
    },
  });

  const checkAndSubmit = form.onSubmit((values) => submit(values), submitFailed);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadRules().then(
      () => checkAndSubmit(),
      () => showAlert(t('submitFailed')),
    );
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-busy={submitting}>
      <ConflictModal
        conflict={conflict}
        onClose={() => setConflict(null)}
        onResolve={(takeTheirs, takeTheirPictures) => {
          if (!conflict) return;
          const merged = applyChoices(form.getValues(), conflict.theirs, takeTheirs);
          form.setValues(merged);
          const pictureIds = conflict.pictures
            ? chosenPictures(conflict.pictures, takeTheirPictures)
            : undefined;
          if (pictureIds) pictures.showOnly(pictureIds);
          setConflict(null);
          void submit(merged, pictureIds);
        }}
      />
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {t('requiredNote')}
        </Text>
        {correcting ? (
          <Text role="alert" c="red.9" fw={600}>
            {t('fixErrors')}
          </Text>
        ) : null}
        <StepsAfterPaint steps={STEPS.suggestions}>
          <PersonalInfoSection
            form={form}
            step={STEPS.personal}
            pictures={
              picturesSlot.needed || initialPictures.length > 0 ? (
                <Suspense fallback={picturesPlaceholder}>
                  <PicturesField
                    pondRef={pictures.pondRef}
                    server={pictures.server}
                    initialFiles={pictures.initialFiles}
                    handlers={pictures.handlers}
                    error={form.errors.pictures}
                  />
                </Suspense>
              ) : (
                picturesPlaceholder
              )
            }
          />
          <FamilyInfoSection form={form} step={STEPS.family} />
          <EducationSection form={form} step={STEPS.education} />
          <AfterStep step={STEPS.rest} fallback={laterPlaceholder}>
            <PartnerSection form={form} />
            {isAdmin ? (
              <AdminSection
                form={form}
                profileId={mode === 'edit' ? profileId : undefined}
                onDelete={confirmDelete}
                deleting={deleting}
              />
            ) : null}
            <Group justify="flex-end" align="center">
              {correcting ? (
                <Text c="red.9" fw={600} size="sm">
                  {t('fixErrors')}
                </Text>
              ) : null}
              <Button type="submit" loading={submitting} fullOnMobile sectionCta>
                {mode === 'create' ? t('submitCreate') : t('submitEdit')}
              </Button>
            </Group>
          </AfterStep>
          <AfterStep step={STEPS.suggestions}>
            <SuggestionLists />
          </AfterStep>
        </StepsAfterPaint>
      </Stack>
    </form>
  );
}
