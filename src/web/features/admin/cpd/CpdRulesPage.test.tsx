import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../contract/common';
import { cpdRecordQuestions } from '../../../../contract/cpd-record-labels';
import {
  type AdminCpdActivityType,
  type CpdRequirement,
  cpdRecordMessages,
} from '../../../../contract/cpd-records';
import { currentYear } from '../../../../contract/portal-time';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, type Handler, json, stubApi } from '../../../test-support/stub-api';
import CpdRulesPage from './CpdRulesPage';

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const courses: AdminCpdActivityType = {
  id: 1,
  name: 'Courses',
  structured: true,
  pointsPerHour: 1,
  maxPointsPerActivity: 20,
  maxPointsPerYear: null,
  active: true,
  recordCount: 4,
};
const year = currentYear();
const requirement: CpdRequirement = {
  id: 5,
  category: 'MEM',
  year,
  totalPoints: 50,
  minStructuredPoints: 30,
  dueDate: `${year}-12-31`,
};
const categories = [
  {
    Code: 'MEM',
    Description: 'Member',
    categoryType: 'Individual',
    CanApply: true,
    entitled: true,
    charges: [],
  },
  {
    Code: 'FEL',
    Description: 'Fellow',
    categoryType: 'Individual',
    CanApply: true,
    entitled: true,
    charges: [],
  },
];

function renderRules(handlers: Record<string, Handler> = {}) {
  const spy = stubApi({
    'GET admin/cpd/activity-types': () => data([courses]),
    'GET admin/cpd/requirements': () => data([requirement]),
    'GET setup/categories': () => data(categories),
    ...handlers,
  });
  renderPage(<CpdRulesPage />, '/admin/cpd-rules');
  return spy;
}

describe('/admin/cpd-rules', () => {
  it('lists the activity types with their rules and adds one, caps left empty meaning none', async () => {
    const spy = renderRules({
      'POST admin/cpd/activity-types': () =>
        json({ message: cpdRecordMessages.typeSaved, data: { ...courses, id: 9, name: 'Mentoring' } }, 201),
    });
    const types = await screen.findByRole('table', { name: 'Activity types' });
    const row = within(types).getByText('Courses').closest('tr') as HTMLElement;
    expect(within(row).getByText('Structured')).toBeTruthy();
    expect(within(row).getByText('No cap')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add activity type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add activity type' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Mentoring' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: /Structured CPD/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Points per hour' }), {
      target: { value: '0.5' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Maximum points per year/ }), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cpdRecordMessages.typeSaved)).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/cpd/activity-types')).toEqual([
      {
        name: 'Mentoring',
        structured: false,
        pointsPerHour: 0.5,
        maxPointsPerActivity: null,
        maxPointsPerYear: 10,
        active: true,
      },
    ]);
  });

  it("refuses a type without a name in the form, and shows the server's refusal as a toast", async () => {
    const spy = renderRules({
      'PUT admin/cpd/activity-types/1': () => json({ message: cpdRecordMessages.typeNameTaken }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Courses' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.fieldRequired)).toBeTruthy();
    expect(bodiesSent(spy, 'PUT admin/cpd/activity-types/1')).toEqual([]);
    fireEvent.change(name, { target: { value: 'Seminars' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cpdRecordMessages.typeNameTaken)).toBeTruthy();
  });

  it('asks before deleting a type, saying when records use it', async () => {
    const spy = renderRules({
      'DELETE admin/cpd/activity-types/1': () => json({ message: cpdRecordMessages.typeInUse }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText(new RegExp(cpdRecordQuestions.removeType('Courses').replace(/[?"]/g, '.'))),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(cpdRecordMessages.typeInUse, { selector: '.mantine-Notification-description' }),
    ).toBeTruthy();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('lists the requirements with category names and adds one for a category by name', async () => {
    const spy = renderRules({
      'POST admin/cpd/requirements': () =>
        json(
          { message: cpdRecordMessages.requirementSaved, data: { ...requirement, id: 6, category: 'FEL' } },
          201,
        ),
    });
    const table = await screen.findByRole('table', { name: 'Requirements' });
    expect(await within(table).findByText('Member')).toBeTruthy();
    expect(within(table).getByText(`31 Dec ${year}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add requirement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add requirement' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    // A category that has a requirement for the year is not offered again.
    expect(screen.queryByRole('option', { name: 'Member', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Fellow', hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Points a year' }), {
      target: { value: '40' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Of which structured, at least' }), {
      target: { value: '50' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(cpdRecordMessages.structuredAboveTotal)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Of which structured, at least' }), {
      target: { value: '25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cpdRecordMessages.requirementSaved)).toBeTruthy();
    expect(bodiesSent(spy, 'POST admin/cpd/requirements')).toEqual([
      { category: 'FEL', year, totalPoints: 40, minStructuredPoints: 25 },
    ]);
  });

  it("changes a requirement's figures and asks the year chosen", async () => {
    const spy = renderRules({
      'PUT admin/cpd/requirements/5': () =>
        json({ message: cpdRecordMessages.requirementSaved, data: { ...requirement, totalPoints: 60 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the requirement of Member' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Points a year' }), {
      target: { value: '60' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cpdRecordMessages.requirementSaved)).toBeTruthy();
    expect(bodiesSent(spy, 'PUT admin/cpd/requirements/5')).toEqual([
      { totalPoints: 60, minStructuredPoints: 30 },
    ]);
    fireEvent.click(screen.getByRole('combobox', { name: 'CPD year' }));
    fireEvent.click(await screen.findByRole('option', { name: String(year - 1), hidden: true }));
    await waitFor(() =>
      expect(spy.mock.calls.some(([input]) => String(input).includes(`requirements?year=${year - 1}`))).toBe(
        true,
      ),
    );
  });
});
