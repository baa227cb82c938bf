import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checklistPercentage } from '../../../contract/checklist';
import { renderPage } from '../../test-support/render';
import { data, stubApi } from '../../test-support/stub-api';
import { ChecklistSection } from './ChecklistComponentPage';
import ChecklistPage from './ChecklistPage';
import { progressColor } from './checklist-query';
import { ProfileCompletion } from './ProfileCompletion';

afterEach(() => vi.restoreAllMocks());

const item = (checkListType: string, pass: boolean) => ({
  checkListType,
  description: `${checkListType} item`,
  pass,
});

describe('checklist percentage and colour (spec 2 §2.3)', () => {
  it('rounds the share of passed items', () => {
    expect(checklistPercentage([item('A', true), item('B', false), item('C', false)])).toBe(33);
    expect(checklistPercentage([item('A', true), item('B', true), item('C', false)])).toBe(67);
    expect(checklistPercentage([])).toBe(100);
  });
  it('is primary below 50% and secondary from 50%', () => {
    expect(progressColor(49)).toBe('primary');
    expect(progressColor(50)).toBe('secondary');
    expect(progressColor(100)).toBe('secondary');
  });
});

describe('ChecklistPage', () => {
  it('shows the rounded percentage, the status icons and Complete disabled on passed items', async () => {
    stubApi({
      'GET checklist': () => data([item('PROFILE', true), item('PICTURE', false), item('ID', false)]),
    });
    renderPage(<ChecklistPage />, '/checklist');
    expect(await screen.findByText('33%')).toBeTruthy();
    expect(screen.getByText('Complete the requirements checklist below')).toBeTruthy();
    expect(
      screen.getByLabelText('Checklist progress').closest('[data-color]')?.getAttribute('data-color'),
    ).toBe('primary');
    expect(screen.getAllByLabelText('Passed')).toHaveLength(1);
    expect(screen.getAllByLabelText('Not passed')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Complete PROFILE item' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Complete PICTURE item' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('turns secondary at exactly 50%', async () => {
    stubApi({ 'GET checklist': () => data([item('PROFILE', true), item('PICTURE', false)]) });
    renderPage(<ChecklistPage />, '/checklist');
    expect(await screen.findByText('50%')).toBeTruthy();
    expect(
      screen.getByLabelText('Checklist progress').closest('[data-color]')?.getAttribute('data-color'),
    ).toBe('secondary');
  });
});

describe('checklist component', () => {
  it("shows 'Loading Component' for an unknown name, with Back to checklist", () => {
    stubApi({});
    renderPage(<ChecklistSection name="NOPE" />);
    expect(screen.getByText('Loading Component')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checklist' }).getAttribute('href')).toBe('/checklist');
  });

  it('renders the section of a known name', async () => {
    stubApi({ 'GET profile/contact': () => data([]) });
    renderPage(<ChecklistSection name="CONTACTS" />);
    expect(screen.queryByText('Loading Component')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Back to checklist' })).toBeTruthy();
  });
});

describe('ProfileCompletion (dashboard)', () => {
  it('shows the ring with the percentage and the alert below 100%', async () => {
    stubApi({
      'GET checklist': () => data([item('PROFILE', true), item('PICTURE', false), item('ID', false)]),
    });
    renderPage(<ProfileCompletion />);
    expect(await screen.findByText('33%')).toBeTruthy();
    expect(screen.getByText(/1 of 3 checklist items are on your profile/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Complete the requirements checklist' }).getAttribute('href'),
    ).toBe('/checklist');
  });
});

describe('Back to checklist', () => {
  it('returns to the portal checklist the member came from, never to another site', async () => {
    const { checklistBackPath, checklistComponentPath } = await import('./checklist-paths');
    expect(checklistComponentPath('CV', '/checklist')).toBe('/checklist/component/CV');
    expect(checklistComponentPath('WORK EXPERIENCE', '/upgrade/checklist/PROFESSIONAL')).toBe(
      '/checklist/component/WORK%20EXPERIENCE?from=%2Fupgrade%2Fchecklist%2FPROFESSIONAL',
    );
    expect(checklistBackPath('/upgrade/checklist/PROFESSIONAL')).toBe('/upgrade/checklist/PROFESSIONAL');
    expect(checklistBackPath(null)).toBe('/checklist');
    expect(checklistBackPath('//elsewhere.example')).toBe('/checklist');
    expect(checklistBackPath('https://elsewhere.example')).toBe('/checklist');
  });
});
