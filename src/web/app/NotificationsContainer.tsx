// Its own module so the container can load on demand (Providers.tsx) while the toast store stays in
// the first page's script.
export { Notifications as default } from '@mantine/notifications';
