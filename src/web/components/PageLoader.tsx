import { Center, Loader } from '@mantine/core';

/** A page still loading. The spinner is an indeterminate progress bar: a bare span may not carry a label. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader role="progressbar" aria-label={label} />
    </Center>
  );
}
