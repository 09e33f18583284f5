import { isApiError } from '@client/lib/api-client';
import { translateServerMessage } from '@client/lib/i18n';
import { requestBackgroundSync } from '@client/lib/kept-submission-store';
import { queryKeys } from '@client/lib/query-keys';
import { getSession } from '@client/lib/session';
import { notifications } from '@mantine/notifications';
import { isVersionConflict } from '@shared/version-conflict';
import type { VersionConflict } from '@shared/versions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../components/show-alert';
import type { ProfileFormState } from '../model/form-values';
import {
  dropKeptSubmission,
  keepSubmission,
  newSubmissionKey,
  sendAgainLater,
} from '../model/kept-submission';
import { loadRules, type Rules } from '../model/load-rules';
import { type PicturesSummary, picturesBlockingMessage } from '../model/picture-status';
import { toRequirementsPayload } from '../model/requirements';

export interface SubmitOptions {
  mode: 'create' | 'edit';
  profileId?: number;
  isAdmin: boolean;
  /** The uploader's state at the moment of submitting. */
  pictures: () => PicturesSummary;
  /** Field errors from the server's 400 answer, keyed by form input. */
  onFieldErrors: (errors: Record<string, string>) => void;
  onCreated: (created: { id: number; values: ProfileFormState }) => void;
  /** A new profile submitted without a connection: kept on the phone, sent when the connection returns. */
  onKept?: () => void;
  /** Edit: the version the form was read with, sent as the save's base (decision 055). */
  baseVersion?: () => number | undefined;
  /** Edit: someone else saved first (409); nothing was saved, the form stays as typed. */
  onConflict?: (conflict: VersionConflict, values: ProfileFormState, pictureIds: string[]) => void;
}

/**
 * Sends a validated form (SPEC §2, §5, §8): blocked while pictures upload or after one failed; a new
 * profile is created (then `onCreated`), a stored one updated (then a matchmaker goes to the profile, a
 * family to /my-profile). A 400 puts the server's messages on the fields; any other failure is an alert (a
 * 429 says the network sent too many and offers WhatsApp). A failed submit keeps the draft.
 */
export function useProfileSubmit(options: SubmitOptions) {
  const { mode, profileId, isAdmin } = options;
  const { t } = useTranslation('form');
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** `pictureIds`: the pictures chosen in a resolved conflict, sent whatever the uploader shows yet. */
  async function submit(values: ProfileFormState, pictureIds?: readonly string[]) {
    if (submitting) return;
    const shown = options.pictures();
    const pictures = pictureIds ? { ...shown, ids: [...pictureIds] } : shown;
    const blocked = picturesBlockingMessage(pictures, {
      failed: t('picturesFailed'),
      busy: t('picturesBusy'),
    });
    if (blocked) {
      showAlert(blocked);
      return;
    }
    let rules: Rules;
    try {
      rules = await loadRules();
    } catch (error) {
      console.error('The form rules could not be loaded', error);
      showAlert(t('submitFailed'));
      return;
    }
    const { createProfile, submissionHeaders, toAdminPayload, toProfilePayload, updateProfile } = rules;
    const body = {
      ...toProfilePayload(values, pictures.ids),
      // A family's own requirements go with its profile (decision 059); a matchmaker has the requirements editor.
      ...(isAdmin ? toAdminPayload(values) : { aiFilters: toRequirementsPayload(values) }),
    };
    setSubmitting(true);
    try {
      if (mode === 'create') {
        // Kept first: if the answer never arrives, the same submission is sent again with the same key, by a
        // page or by the service worker (which holds no session: it sends only what was made without one).
        const kept = { key: newSubmissionKey(), body, values };
        const isKept = await keepSubmission(kept, {
          headers: submissionHeaders(kept.key),
          anonymous: !getSession().signedIn,
        });
        let created: { _id: number };
        try {
          if (!navigator.onLine) throw new TypeError('offline');
          created = await createProfile(body, kept.key);
        } catch (error) {
          if (isKept && options.onKept && sendAgainLater(error)) {
            void requestBackgroundSync();
            options.onKept();
            return;
          }
          if (isKept) await dropKeptSubmission(kept.key);
          throw error;
        }
        if (isKept) await dropKeptSubmission(kept.key);
        options.onCreated({ id: created._id, values });
        return;
      }
      if (profileId === undefined) throw new Error('No profile to update');
      const version = options.baseVersion?.();
      await updateProfile(profileId, version === undefined ? body : { ...body, version });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile(profileId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
      notifications.show({ message: t(isAdmin ? 'updatedAdmin' : 'updated'), color: 'green' });
      navigate(isAdmin ? `/profile/${profileId}` : '/my-profile');
    } catch (error) {
      const fieldErrors = rules.fieldErrorsOf(error);
      if (isApiError(error, 409) && isVersionConflict(error.body) && options.onConflict) {
        options.onConflict(error.body, values, pictures.ids);
      } else if (fieldErrors.length > 0) {
        options.onFieldErrors(rules.errorsByFormField(fieldErrors, values));
      } else if (isApiError(error, 429)) {
        // Too many from the family's network (decision 032): the draft stays, WhatsApp is the other way in.
        showAlert(t('tooManySubmissions'), { whatsappText: t('whatsappDetailsText') });
      } else if (isApiError(error, 400) && error.serverMessage) {
        showAlert(translateServerMessage(error.serverMessage));
      } else {
        console.error('Profile submit failed', error);
        showAlert(t('submitFailed'));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
