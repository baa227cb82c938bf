import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { type ActivationRequest, activationRequestSchema } from '../../../contract/access';
import {
  activationMessages,
  activationRouteSchema,
  memberLookupQuerySchema,
} from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { OTP_VALID_MINUTES } from '../../../contract/one-time-codes';
import { decodeRouteText, decodeRouteValue } from '../../../contract/route-values';
import { PageAlert } from '../../components/PageAlert';
import { PageLoader } from '../../components/PageLoader';
import { useAlert } from '../../lib/alert';
import { ApiError } from '../../lib/api';
import { useDisclaimers } from '../../lib/reference-lists';
import { ActivationCodeDialog, type PendingActivation } from './ActivationCodeDialog';
import { type AltchaHandle, AltchaWidget } from './AltchaWidget';
import { lookUpMember, requestActivation } from './activation-api';
import { ConsentDialog } from './ConsentDialog';

interface FoundMember {
  memberNo: string;
  FirstName: string;
  LastName: string;
}

/** The ?memberNo= query is base64 (spec 1 §2); anything unreadable is ignored. */
function memberNoFromQuery(value: string | null): string {
  return decodeRouteText(value) ?? '';
}

const toast = (message: string) =>
  notifications.show({ color: 'error', title: 'Member search', message, autoClose: 5000 });

/**
 * Activation of an existing member (spec 1 §2): step one finds the member and requests a code; step
 * two (a dialog) takes the code and a password and signs the member in.
 */
export default function ActivatePage() {
  const navigate = useNavigate();
  const { code } = useParams();
  const [params] = useSearchParams();
  const { showAlert, clearAlert } = useAlert();
  const altcha = useRef<AltchaHandle>(null);
  const [found, setFound] = useState<FoundMember | null>(null);
  const [searching, setSearching] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [routeCode] = useState(() => (code ? decodeRouteValue(code, activationRouteSchema) : null));
  const [pending, setPending] = useState<PendingActivation | null>(() =>
    routeCode
      ? { id: routeCode.id, email: routeCode.email ?? '', message: activationMessages.enterCode }
      : null,
  );
  /**
   * The code last asked for, kept when its dialog closes: while it works, the page offers to reopen
   * the code entry, and a request refused for the resend wait reopens it (issue 28 item 5).
   */
  const [lastSent, setLastSent] = useState<{
    pending: PendingActivation;
    memberNo: string;
    expiresAt: number;
  } | null>(null);
  const keptFor = (memberNo: string) =>
    lastSent && lastSent.memberNo === memberNo && lastSent.expiresAt > Date.now() ? lastSent : null;
  /** The server's answer when the register holds no e-mail for the member: no code, see the secretariat. */
  const [noEmail, setNoEmail] = useState<string | null>(null);
  const [initialMemberNo] = useState(() => routeCode?.memberNo ?? memberNoFromQuery(params.get('memberNo')));

  const disclaimers = useDisclaimers('Activation');
  const disclaimer = disclaimers.data?.find((item) => item.disclaimerType === 'Activation');
  const consented = agreed || (!disclaimers.isPending && !disclaimer);

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ActivationRequest>({
    resolver: zodResolver(activationRequestSchema),
    defaultValues: {
      memberNo: initialMemberNo,
      memberNameFirst: '',
      memberNameLast: '',
      IdentificationDocumentNo: '',
      phoneNo: '',
      eMailAddress: '',
      altcha: '',
    },
  });

  /** Looks the number up; returns the member, or null after showing the server's message. */
  const search = useCallback(async (): Promise<FoundMember | null> => {
    const parsed = memberLookupQuerySchema.safeParse({ MemberNo: getValues('memberNo') });
    if (!parsed.success) {
      setError('memberNo', { message: parsed.error.issues[0]?.message ?? messages.fieldRequired });
      return null;
    }
    clearErrors('memberNo');
    setSearching(true);
    try {
      const memberNo = parsed.data.MemberNo;
      const names = await lookUpMember(memberNo);
      const member = { memberNo, ...names };
      setFound(member);
      setValue('memberNameFirst', names.FirstName);
      setValue('memberNameLast', names.LastName);
      return member;
    } catch (error) {
      setFound(null);
      setValue('memberNameFirst', '');
      setValue('memberNameLast', '');
      toast(error instanceof ApiError ? error.message : 'The search failed. Please try again.');
      return null;
    } finally {
      setSearching(false);
    }
  }, [getValues, setError, clearErrors, setValue]);

  // A number from the query (or the e-mailed link) is searched once the visitor has agreed.
  const searchedInitial = useRef(false);
  useEffect(() => {
    if (!consented || searchedInitial.current || !initialMemberNo || routeCode) return;
    searchedInitial.current = true;
    void search();
  }, [consented, initialMemberNo, routeCode, search]);

  useEffect(() => {
    if (code && !routeCode) showAlert({ status: 'error', message: messages.linkInvalid });
  }, [code, routeCode, showAlert]);

  const memberNoField = register('memberNo', {
    onChange: (event: { target: { value: string } }) => {
      if (found && event.target.value.trim() !== found.memberNo) {
        setFound(null);
        setNoEmail(null);
        setValue('memberNameFirst', '');
        setValue('memberNameLast', '');
      }
    },
  });
  const altchaField = register('altcha');

  const onSubmit = handleSubmit(async (values) => {
    clearAlert();
    setNoEmail(null);
    const member = found && found.memberNo === values.memberNo.trim() ? found : await search();
    if (!member) return;
    try {
      const answer = await requestActivation({
        ...values,
        memberNameFirst: member.FirstName,
        memberNameLast: member.LastName,
      });
      // The typed e-mail only prefills step two; the code went to the register's contacts alone.
      const sent = { id: answer.id, email: values.eMailAddress ?? '', message: answer.message };
      setPending(sent);
      setLastSent({
        pending: sent,
        memberNo: values.memberNo.trim(),
        expiresAt: Date.now() + OTP_VALID_MINUTES * 60_000,
      });
    } catch (error) {
      // Refused because a code went out a moment ago: that code still works, so its entry reopens
      // with the server's message (which says when a new one may be asked for).
      const kept = keptFor(values.memberNo.trim());
      if (error instanceof ApiError && error.status === 429 && kept) {
        setPending({ ...kept.pending, message: error.message });
        return;
      }
      // 409: the details matched but the register holds no e-mail, so nothing was sent (decision 0019).
      if (error instanceof ApiError && error.status === 409) {
        setNoEmail(error.message);
        return;
      }
      showAlert({
        status: 'error',
        message: error instanceof ApiError ? error.message : messages.requestFailed,
      });
    } finally {
      altcha.current?.reset();
    }
  });

  if (disclaimers.isPending) return <PageLoader />;

  return (
    <Grid gap="xl" py={{ base: 'md', md: 'xl' }} justify="center">
      <Grid.Col span={{ base: 12, md: 8, lg: 7 }}>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
          <Title order={1} size="h2" mb={4}>
            Activate Account
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            Already a member? Find yourself by membership number, confirm your ID or passport number, and we
            will send an activation code to the e-mail address and phone our register holds for you, and to no
            other. If it holds no e-mail address for you, the secretariat can add it.
          </Text>
          <PageAlert />
          {noEmail && (
            <Alert
              role="alert"
              color="warning"
              icon={<IconAlertTriangle />}
              title="Contact the secretariat"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setNoEmail(null)}
              mb="md"
            >
              {noEmail}
            </Alert>
          )}
          {!pending && lastSent && lastSent.expiresAt > Date.now() && (
            <Alert color="info" icon={<IconInfoCircle />} title="Your activation code" mb="md">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  The code we sent works for {OTP_VALID_MINUTES} minutes from when it was sent.
                </Text>
                <Button size="xs" variant="light" onClick={() => setPending(lastSent.pending)}>
                  Enter the activation code
                </Button>
              </Stack>
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate aria-label="Request activation">
            <Stack gap="md">
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <TextInput
                  label="Membership Number"
                  required
                  autoComplete="off"
                  style={{ flex: 1 }}
                  error={errors.memberNo?.message}
                  {...memberNoField}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void search();
                    }
                  }}
                />
                <Button
                  mt={25}
                  variant="light"
                  leftSection={<IconSearch size={16} />}
                  loading={searching}
                  onClick={() => void search()}
                >
                  Search
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="First Name" readOnly variant="filled" {...register('memberNameFirst')} />
                <TextInput label="Last Name" readOnly variant="filled" {...register('memberNameLast')} />
                <TextInput
                  label="ID/Passport Number"
                  required
                  autoComplete="off"
                  error={errors.IdentificationDocumentNo?.message}
                  {...register('IdentificationDocumentNo')}
                />
                <TextInput
                  label="Mobile Number"
                  description={activationMessages.typedContactHint}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  type="tel"
                  autoComplete="tel"
                  placeholder="0712 345 678"
                  error={errors.phoneNo?.message}
                  {...register('phoneNo')}
                />
                <TextInput
                  label="Email"
                  description={activationMessages.typedContactHint}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  type="email"
                  autoComplete="email"
                  error={errors.eMailAddress?.message}
                  {...register('eMailAddress')}
                />
              </SimpleGrid>
              <input type="hidden" {...altchaField} />
              <AltchaWidget
                ref={altcha}
                error={errors.altcha?.message}
                onChange={(payload) => {
                  setValue('altcha', payload ?? '', { shouldValidate: payload !== null && !!errors.altcha });
                }}
              />
              <Button type="submit" size="md" loading={isSubmitting} fullWidth>
                Request Activation
              </Button>
              <Text size="sm" ta="center">
                Already activated?{' '}
                <Anchor component={Link} to="/">
                  Sign in
                </Anchor>
              </Text>
            </Stack>
          </form>
        </Paper>
      </Grid.Col>
      <ConsentDialog
        opened={!consented && !!disclaimer}
        text={disclaimer?.description ?? ''}
        onAgree={() => setAgreed(true)}
        onDisagree={() => navigate('/')}
      />
      <ActivationCodeDialog pending={consented ? pending : null} onClose={() => setPending(null)} />
    </Grid>
  );
}
