import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { DURATION } from '../../shared/limits';

/** Spec §8: success toasts stay 1.5 s; errors 2.5 s. */
export function showSuccess(message: string) {
  notifications.show({ message, color: 'teal', icon: <IconCheck size={18} />, autoClose: DURATION.successToast });
}

export function showError(message: string, autoClose: number = DURATION.errorDisplay) {
  notifications.show({ message, color: 'red', icon: <IconAlertCircle size={18} />, autoClose });
}
