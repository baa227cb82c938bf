import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useAlert } from '../lib/alert';

/** Shows the page alert (success or the server's error message) until dismissed or the route changes. */
export function PageAlert() {
  const { alert, clearAlert } = useAlert();
  if (!alert) return null;
  const success = alert.status === 'success';
  return (
    <Alert
      role="alert"
      color={success ? 'success' : 'error'}
      icon={success ? <IconCircleCheck /> : <IconAlertCircle />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={clearAlert}
      mb="md"
    >
      {alert.message}
    </Alert>
  );
}
