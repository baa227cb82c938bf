import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PublicLayout from '../../app/PublicLayout';
import { TopBar } from '../../components/TopBar';
import { rememberSession } from '../../lib/session-storage';
import { renderPage } from '../../test-support/render';
import { data, stubApi } from '../../test-support/stub-api';
import { signedInUser } from '../../test-support/users';

afterEach(() => vi.restoreAllMocks());

const memberCheckerLinks = () =>
  screen.getAllByRole('link', { name: /Member Checker/ }).map((link) => link.getAttribute('href'));

describe('the top bar Member Checker button', () => {
  it('leads a visitor on the public pages to the Member Checker', async () => {
    stubApi({});
    renderPage(<PublicLayout />, '/');
    expect(await screen.findByRole('link', { name: 'Member Checker' })).toBeTruthy();
    expect(memberCheckerLinks()).toEqual(['/search/Search-list']);
  });

  it('stays in the bar when signed in, as words on wide screens and an icon on phones', async () => {
    rememberSession(signedInUser(), '2099-01-01T00:00:00.000Z');
    stubApi({ 'GET auth/user': () => data(signedInUser()) });
    renderPage(<TopBar />, '/dashboard');
    await screen.findAllByRole('button', { name: 'Logout' });
    expect(memberCheckerLinks()).toEqual(['/search/Search-list', '/search/Search-list']);
  });
});
