import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { CONFIRMATION_PREVIEW } from '../../../contract/referee-answers';

/** The statement a referee confirms, its first CONFIRMATION_PREVIEW characters until Read more (spec 2 §2.10). */
export function ConfirmationStatement({ statement }: { statement: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = statement.length > CONFIRMATION_PREVIEW;
  const shown = long && !expanded ? `${statement.slice(0, CONFIRMATION_PREVIEW).trimEnd()}…` : statement;
  return (
    <Text size="sm" data-testid="confirmation-statement" style={{ whiteSpace: 'pre-line' }}>
      {shown}{' '}
      {long && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
        >
          {expanded ? 'Less' : 'Read more'}
        </Anchor>
      )}
    </Text>
  );
}
