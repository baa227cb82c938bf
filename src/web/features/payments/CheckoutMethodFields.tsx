import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { cardCvcProblem, cardExpiryProblem, cardNumberProblem } from '../../../contract/card-checks';
import type { PaymentMethod } from '../../../contract/money';
import { moneyMessages } from '../../../contract/money-messages';
import { normalizeKenyanMobile } from '../../../contract/phone';
import { todayIso } from '../../../contract/profile-sections/fields';

/** What the payer typed for the chosen method. Card details never leave this page. */
export interface MethodDetails {
  phone: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const emptyDetails: MethodDetails = { phone: '', cardNumber: '', expiry: '', cvc: '' };

export type DetailProblems = Partial<Record<keyof MethodDetails, string>>;

/** What is wrong with the details of `method`; empty when it can be paid with. */
export function problemsOf(
  method: PaymentMethod,
  details: MethodDetails,
  today = todayIso(),
): DetailProblems {
  if (method === 'M-Pesa')
    return normalizeKenyanMobile(details.phone) ? {} : { phone: moneyMessages.mpesaNumberInvalid };
  if (method !== 'Card') return {};
  const problems: DetailProblems = {};
  const number = cardNumberProblem(details.cardNumber);
  const expiry = cardExpiryProblem(details.expiry, today);
  const cvc = cardCvcProblem(details.cvc);
  if (number) problems.cardNumber = number;
  if (expiry) problems.expiry = expiry;
  if (cvc) problems.cvc = cvc;
  return problems;
}

/** What happens after Pay, per method: the payer is never left guessing. */
export const nextStepTexts: Record<PaymentMethod, string> = {
  'M-Pesa':
    'After you press Pay, you will get a prompt on your phone to enter your M-Pesa PIN. Keep this page open: we confirm the payment as soon as M-Pesa does, and your receipt follows.',
  Card: 'Your card is charged when you press Pay; your receipt follows straight away.',
  Credit: 'Pays from the credit on your account; your receipt follows straight away.',
};

export const cardSandboxNotice =
  'Sandbox: card details are only checked on this page. They are never sent to the portal or stored.';

/** The fields of the chosen method, with their problems once the payer has tried to pay. */
export function CheckoutMethodFields({
  method,
  details,
  problems,
  onChange,
}: {
  method: PaymentMethod;
  details: MethodDetails;
  problems: DetailProblems;
  onChange: (details: MethodDetails) => void;
}) {
  const set = (key: keyof MethodDetails) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...details, [key]: event.currentTarget.value });
  return (
    <Stack gap="sm">
      {method === 'M-Pesa' && (
        <TextInput
          label="M-Pesa phone number"
          description="A Kenyan mobile number: 07XX XXX XXX, 01XX XXX XXX or +254 7XX XXX XXX"
          placeholder="0712 345678"
          inputMode="tel"
          autoComplete="tel"
          required
          value={details.phone}
          error={problems.phone}
          onChange={set('phone')}
        />
      )}
      {method === 'Card' && (
        <>
          <Alert color="warning" variant="light" icon={<IconLock size={18} />} p="xs">
            {cardSandboxNotice}
          </Alert>
          <TextInput
            label="Card number"
            placeholder="4242 4242 4242 4242"
            inputMode="numeric"
            autoComplete="cc-number"
            required
            value={details.cardNumber}
            error={problems.cardNumber}
            onChange={set('cardNumber')}
          />
          <Group grow align="flex-start" wrap="nowrap">
            <TextInput
              label="Expiry (MM/YY)"
              placeholder="MM/YY"
              inputMode="numeric"
              autoComplete="cc-exp"
              required
              miw={0}
              value={details.expiry}
              error={problems.expiry}
              onChange={set('expiry')}
            />
            <TextInput
              label="CVC"
              placeholder="123"
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              miw={0}
              value={details.cvc}
              error={problems.cvc}
              onChange={set('cvc')}
            />
          </Group>
        </>
      )}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconInfoCircle size={18} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Text size="sm" data-testid="next-step">
          {nextStepTexts[method]}
        </Text>
      </Group>
    </Stack>
  );
}
