import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactEntry } from '../../../../contract/profile-sections';
import { renderPage } from '../../../test-support/render';
import { data, stubApi } from '../../../test-support/stub-api';
import ContactsSection from './ContactsSection';

afterEach(() => vi.restoreAllMocks());

const contact = (EntryNo: number, Type: ContactEntry['Type']): ContactEntry => ({
  EntryNo,
  Type,
  Status: 'Active',
  Email: 'JAMES.KAMAU@EXAMPLE.COM',
  PhoneNo: '0712345678',
  PhoneNo2: '',
  Address: '10000',
  PostCode: '00100',
  Country_Code: 'KE',
  County: 47,
  City: '47-NAIROBI',
  CityName: 'Nairobi',
  PlaceOfWork: Type === 'Work' ? 'ATHI WATER' : '',
  Location: Type === 'Work' ? 'KIAMBU ROAD' : '',
  Designation: Type === 'Work' ? 'ENGINEER' : '',
});

describe('contacts (spec 2 §3: one Personal and one Work contact)', () => {
  it('offers an Add button per contact type that is not there yet', async () => {
    stubApi({ 'GET profile/contact': () => data([]) });
    renderPage(<ContactsSection />);
    expect(await screen.findByRole('button', { name: 'Add Personal Contact' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Work Contact' })).toBeTruthy();
  });

  it('hides the Add button of a type once a contact of it exists', async () => {
    stubApi({ 'GET profile/contact': () => data([contact(1, 'Personal')]) });
    renderPage(<ContactsSection />);
    expect(await screen.findByRole('button', { name: 'Add Work Contact' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Personal Contact' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'P.O. Box 10000-00100 Nairobi, KE' })).toBeTruthy();
  });

  it('offers no Add button with both contacts there', async () => {
    stubApi({ 'GET profile/contact': () => data([contact(1, 'Personal'), contact(2, 'Work')]) });
    renderPage(<ContactsSection />);
    expect(await screen.findByRole('button', { name: 'Edit contact Work' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.getByRole('cell', { name: 'ENGINEER, ATHI WATER, KIAMBU ROAD' })).toBeTruthy();
  });
});
