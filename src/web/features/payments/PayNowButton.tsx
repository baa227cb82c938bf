import { Alert, Button, type ButtonProps, Stack } from '@mantine/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useStartPayment } from './payment-queries';

/**
 * Pay Now (spec 3 §4): asks the server to start a payment for what is left of one invoice and
 * hands the browser to the checkout. The server builds the payload from the invoice, so nothing
 * here decides the amount. `from` is the page to come back to when the payment fails.
 */
export function PayNowButton({
  invoiceNo,
  from,
  ...buttonProps
}: { invoiceNo: string; from: string } & Omit<ButtonProps, 'children' | 'onClick' | 'loading'>) {
  const navigate = useNavigate();
  // A second click before the first answer would start nothing new on the server either, but the
  // guard keeps the browser from racing two hand-offs.
  const inFlight = useRef(false);
  const start = useStartPayment(invoiceNo, from, {
    onSuccess: ({ checkoutUrl }) => {
      // The sandbox checkout is a page of this portal; a real gateway is another site.
      if (checkoutUrl.startsWith('/')) navigate(checkoutUrl);
      else window.location.assign(checkoutUrl);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const pay = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    start.mutate();
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button {...buttonProps} onClick={pay} loading={start.isPending}>
        Pay Now
      </Button>
      {start.isError && (
        <Alert color="error" role="alert" py="xs">
          {start.error.message}
        </Alert>
      )}
    </Stack>
  );
}
