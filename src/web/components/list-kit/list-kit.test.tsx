import { Table } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listSort } from '../../../contract/list-query';
import { useListParams } from '../../lib/list-kit/use-list-params';
import { useSelection } from '../../lib/list-kit/use-selection';
import { renderPage } from '../../test-support/render';
import { BulkActionBar, SelectPageCheckbox, SelectRowCheckbox } from './SelectionControls';
import { SortHeader } from './SortHeader';

const sort = listSort({ columns: ['name', 'email'], sort: 'name', dir: 'asc' });
const filterKeys = ['role'] as const;
const rows = ['ann', 'ben', 'cat'];

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

/** A list as a page builds it from the kit: sorted headers, a filter, a pager and selectable rows. */
function KitList() {
  const params = useListParams(filterKeys, sort);
  const selection = useSelection(rows, JSON.stringify(params.csvQuery));
  return (
    <>
      <Address />
      <button type="button" onClick={() => params.setFilters({ role: 'admin' })}>
        Admins only
      </button>
      <button type="button" onClick={() => params.setPage(params.page + 1)}>
        Next page
      </button>
      <BulkActionBar selection={selection}>
        <button type="button">Export selected</button>
      </BulkActionBar>
      <Table aria-label="People">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <SelectPageCheckbox selection={selection} />
            </Table.Th>
            <SortHeader column="name" state={params}>
              Name
            </SortHeader>
            <SortHeader column="email" state={params}>
              E-mail
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row}>
              <Table.Td>
                <SelectRowCheckbox selection={selection} id={row} label={row} />
              </Table.Td>
              <Table.Td>{row}</Table.Td>
              <Table.Td>{row}@example.com</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

const address = () => screen.getByLabelText('address').textContent;
const header = (name: string) => screen.getByRole('columnheader', { name });
const selectAll = () =>
  screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;

describe('SortHeader with useListParams', () => {
  it('marks the default column, flips the direction on a second click, and keeps it in the address', () => {
    renderPage(<KitList />, '/people');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('E-mail').getAttribute('aria-sort')).toBe('none');
    expect(address()).toBe('');

    fireEvent.click(within(header('Name')).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(address()).toBe('?sort=name&dir=desc');

    fireEvent.click(within(header('E-mail')).getByRole('button', { name: 'E-mail' }));
    expect(header('E-mail').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(address()).toBe('?sort=email&dir=asc');
  });

  it('reads the order, filters and page from the address; a new sort or filter starts at page 1', () => {
    renderPage(<KitList />, '/people?role=firm&sort=email&dir=desc&page=3');
    expect(header('E-mail').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('?role=firm&sort=email&dir=desc&page=4');
    fireEvent.click(within(header('E-mail')).getByRole('button', { name: 'E-mail' }));
    expect(address()).toBe('?role=firm&sort=email&dir=asc');
    fireEvent.click(screen.getByRole('button', { name: 'Admins only' }));
    expect(address()).toBe('?role=admin&sort=email&dir=asc');
  });

  it('ignores a sort column the contract does not list', () => {
    renderPage(<KitList />, '/people?sort=password&dir=up');
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('selection and the bulk action bar', () => {
  it('selects rows one by one with a mixed select-all, then the whole page, then none', () => {
    renderPage(<KitList />, '/people');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    expect(selectAll().checked).toBe(false);
    expect(selectAll().indeterminate).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ben' }));
    expect(selectAll().indeterminate).toBe(true);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Export selected' })).toBeTruthy();

    fireEvent.click(selectAll());
    expect(selectAll().checked).toBe(true);
    expect(selectAll().indeterminate).toBe(false);
    expect(screen.getByText('3 selected')).toBeTruthy();

    fireEvent.click(selectAll());
    expect(selectAll().checked).toBe(false);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('clears the selection from the bar, and when the filter changes', () => {
    renderPage(<KitList />, '/people');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ann' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select cat' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Admins only' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('sorts from the keyboard: the header is a focusable button', () => {
    renderPage(<KitList />, '/people');
    const button = within(header('E-mail')).getByRole('button', { name: 'E-mail' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.tagName).toBe('BUTTON');
  });
});
