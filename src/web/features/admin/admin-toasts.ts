import { notifications } from '@mantine/notifications';

/** Admin toasts (spec 1 §8): success messages verbatim; the Providers place them top-centre for 5000 ms. */
export const toastSuccess = (message: string) => notifications.show({ color: 'success', message });

/** A refused or failed request: a warning toast with the server's message (ApiError) or the check's own. */
export const toastFailure = (error: unknown) =>
  notifications.show({
    color: 'warning',
    message: error instanceof Error ? error.message : String(error),
  });
