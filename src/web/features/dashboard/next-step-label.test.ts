import { describe, expect, it } from 'vitest';
import type { NextStep } from '../../../contract/dashboard';
import { nextStepLabel } from './NextStepsCard';

const step = (overrides: Partial<NextStep>): NextStep => ({
  kind: 'pay-invoice',
  to: '/',
  reference: null,
  amount: null,
  items: [],
  ...overrides,
});

describe('what the next-step card says', () => {
  it('names the licence application whose signed form is awaited, and the referees not yet answered', () => {
    expect(nextStepLabel(step({ kind: 'upload-licence-form', reference: 'LA-000004' }))).toBe(
      'Upload the signed and stamped licence application LA-000004',
    );
    expect(nextStepLabel(step({ kind: 'await-referees', items: ['GRACE WANJIRU', 'PETER OTIENO'] }))).toBe(
      'Your referees have been asked for their answers: waiting for GRACE WANJIRU, PETER OTIENO',
    );
  });
});
