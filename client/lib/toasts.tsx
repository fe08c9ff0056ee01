import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { DURATION } from '../../shared/limits';

/**
 * Spec §8: success toasts stay 1.5 s; errors 2.5 s.
 * A success toast is a passing confirmation: it lets the pointer through to the page under it, since a
 * hovered toast does not close and would otherwise cover the header links it sits on for as long as the pointer stays.
 */
export function showSuccess(message: string) {
  notifications.show({
    message,
    color: 'teal',
    icon: <IconCheck size={18} />,
    autoClose: DURATION.successToast,
    withCloseButton: false,
    style: { pointerEvents: 'none' },
  });
}

export function showError(message: string, autoClose: number = DURATION.errorDisplay) {
  notifications.show({ message, color: 'red', icon: <IconAlertCircle size={18} />, autoClose });
}
