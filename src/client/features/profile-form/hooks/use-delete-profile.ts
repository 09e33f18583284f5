import { queryKeys } from '@client/lib/query-keys';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../components/show-alert';
import { loadRules } from '../model/load-rules';

/**
 * Delete Profile (matchmakers, SPEC §6): asks first, with the reminder that changing the status is usually
 * better; on success goes to the profiles list, on failure alerts (SPEC §8).
 */
export function useDeleteProfile(profileId: number | undefined) {
  const { t } = useTranslation('form');
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function remove(id: number) {
    setDeleting(true);
    try {
      const { deleteProfile } = await loadRules();
      await deleteProfile(id);
      queryClient.removeQueries({ queryKey: queryKeys.profile(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles });
      notifications.show({ message: t('deleted') });
      navigate('/admin/profiles', { replace: true });
    } catch (error) {
      console.error('Profile delete failed', error);
      showAlert(t('deleteFailed'));
    } finally {
      setDeleting(false);
    }
  }

  function confirmDelete() {
    if (profileId === undefined) return;
    modals.openConfirmModal({
      title: t('deleteConfirmTitle'),
      centered: true,
      children: t('deleteConfirm'),
      labels: { confirm: t('deleteConfirmYes'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(profileId),
    });
  }

  return { confirmDelete, deleting };
}
