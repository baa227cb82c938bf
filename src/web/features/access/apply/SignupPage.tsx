import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserType } from '../../../../contract/auth';
import { PublicPanel } from '../../../components/PublicPanel';
import { formatKes } from '../../../lib/format';
import { applicationFee, useCategories, useRequirements, useTerms } from './apply-api';
import { CategoryRoute } from './CategoryRoute';
import { RegistrationOpenOnly } from './RegistrationOpenOnly';
import { RouteProblem } from './RouteProblem';

const categoriesPath = (type: UserType) =>
  type === 'Corporate' ? '/categories?type=Corporate' : '/categories';

function TermsDialog({
  opened,
  onClose,
  onAccept,
}: {
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const { data, error, isPending } = useTerms(opened);
  const text = data?.[0]?.termsAndConditions;
  return (
    <Modal opened={opened} onClose={onClose} title="Terms and conditions" size="lg">
      {isPending && (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the terms">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} h={14} />
          ))}
        </Stack>
      )}
      {error && (
        <Alert color="error" icon={<IconAlertCircle />} role="alert">
          {error.message}
        </Alert>
      )}
      {data && !text && <Text c="dimmed">No terms and conditions have been published.</Text>}
      {text && (
        <Stack gap="sm">
          {text.split(/\n{2,}/).map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onAccept} disabled={!text}>
          I accept
        </Button>
      </Group>
    </Modal>
  );
}

function Signup({ type, code }: { type: UserType; code: string }) {
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const categories = useCategories(type);
  const requirements = useRequirements(code);
  const category = categories.data?.find((entry) => entry.Code === code);
  const fee = category && applicationFee(category);

  if (categories.data && !category?.CanApply) {
    return (
      <RouteProblem
        title="Category not available"
        message="This membership category does not exist or is not open for applications."
        to={categoriesPath(type)}
        action="Choose a category"
      />
    );
  }

  return (
    <PublicPanel
      width={720}
      title={category?.Description ?? 'Application requirements'}
      intro={
        fee
          ? `Application fee ${formatKes(fee.Amount_Including_VAT)} incl. VAT, paid when you submit your application.`
          : 'Check that you have everything below before you register.'
      }
    >
      <Title order={2} size="h4" mb="sm">
        What you need to apply
      </Title>
      {requirements.isPending && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the requirements">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} h={18} />
          ))}
        </Stack>
      )}
      {requirements.error && (
        <Alert color="error" icon={<IconAlertCircle />} role="alert">
          {requirements.error.message}
        </Alert>
      )}
      {requirements.data && (
        <List
          spacing="sm"
          aria-label="Requirements checklist"
          icon={
            <ThemeIcon variant="light" radius="xl" size={22}>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {requirements.data.map((requirement) => (
            <List.Item key={requirement.sequence}>{requirement.description}</List.Item>
          ))}
        </List>
      )}
      <Checkbox
        mt="xl"
        checked={accepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
        label={
          <>
            I have read and accept the{' '}
            <Anchor
              component="button"
              type="button"
              fz="inherit"
              onClick={(event) => {
                // The link opens the terms; it does not tick the box it sits in.
                event.preventDefault();
                setTermsOpen(true);
              }}
            >
              terms and conditions
            </Anchor>
          </>
        }
      />
      <TermsDialog
        opened={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setAccepted(true);
          setTermsOpen(false);
        }}
      />
      <Group justify="space-between" mt="xl" gap="sm">
        <Button
          component={Link}
          to={categoriesPath(type)}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
        >
          Back
        </Button>
        <Button
          disabled={!accepted}
          onClick={() => navigate(`/register/${type}/${encodeURIComponent(code)}`)}
        >
          Continue
        </Button>
      </Group>
    </PublicPanel>
  );
}

/** /signup/:type/:code (spec 1 §2): the category's requirements and the terms, before registering. */
export default function SignupPage() {
  return (
    <RegistrationOpenOnly>
      <CategoryRoute render={(type, code) => <Signup key={`${type}/${code}`} type={type} code={code} />} />
    </RegistrationOpenOnly>
  );
}
