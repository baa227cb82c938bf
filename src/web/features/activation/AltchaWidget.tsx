import { Loader, Stack, Text } from '@mantine/core';
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

export const ALTCHA_CHALLENGE_URL = '/api/auth/altcha-challenge';

export interface AltchaHandle {
  /** A solution works once: after each request the widget starts over. */
  reset(): void;
}

interface Props {
  /** The solved payload (base64), or null when not (or no longer) verified. */
  onChange(payload: string | null): void;
  error?: string;
}

type WidgetElement = HTMLElement & { reset?: () => void };

/**
 * The ALTCHA proof-of-work check (a web component). Its script is loaded here, when the activation
 * page shows it, and nowhere else. It starts solving as soon as the visitor focuses the form.
 */
export const AltchaWidget = forwardRef<AltchaHandle, Props>(function AltchaWidget({ onChange, error }, ref) {
  const element = useRef<WidgetElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let live = true;
    import('altcha').then(() => live && setLoaded(true)).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail ?? {};
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  useImperativeHandle(ref, () => ({
    reset() {
      element.current?.reset?.();
      onChangeRef.current(null);
    },
  }));

  return (
    <Stack gap={4} maw={320}>
      <altcha-widget ref={element} challenge={ALTCHA_CHALLENGE_URL} auto="onfocus" name="altcha" />
      {!loaded && !failed && <Loader size="xs" role="progressbar" aria-label="Loading the bot check" />}
      {failed && (
        <Text size="sm" c="error" role="alert">
          The bot check could not be loaded. Reload the page and try again.
        </Text>
      )}
      {error && (
        <Text size="sm" c="error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
});
