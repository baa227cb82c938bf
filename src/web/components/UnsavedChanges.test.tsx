import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/Providers';
import { useUnsavedChangesGuard } from '../lib/use-unsaved-changes-guard';
import { testQueryClient } from '../test-support/render';
import { LeaveWithChangesDialog } from './UnsavedChanges';

function EditForm() {
  const [value, setValue] = useState('');
  const guard = useUnsavedChangesGuard(value !== '');
  return (
    <>
      <input aria-label="Name" value={value} onChange={(event) => setValue(event.target.value)} />
      <Link to="/elsewhere">Leave</Link>
      <Link to="/?tab=other">Other tab</Link>
      <LeaveWithChangesDialog blocker={guard.blocker} />
    </>
  );
}

const renderWithRouter = () => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <EditForm /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    renderWithRouter();
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
  });

  it('holds a move away from a dirty form until the member chooses', async () => {
    const router = renderWithRouter();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('typed');

    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
  });

  it('asks the browser to confirm a reload or close while dirty, and not when clean', () => {
    renderWithRouter();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed' } });
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
