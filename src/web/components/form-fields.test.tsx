import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api';
import { placeServerErrors } from '../lib/server-errors';
import { renderPage } from '../test-support/render';
import { SelectField } from './form-fields';
import { NumberField } from './number-field';

const schema = z.object({
  amount: z.number().min(1, 'At least 1'),
  capacity: z.number().nullable(),
  county: z.string().min(1, 'Pick a county'),
});
type Values = z.input<typeof schema>;

function TestForm({
  onValid,
  onPicked = () => {},
  serverError,
}: {
  onValid: (values: Values) => void;
  onPicked?: (value: string | null) => void;
  serverError?: ApiError;
}) {
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: 5, capacity: 10, county: 'Nairobi' },
  });
  const submit = handleSubmit((values) => {
    if (serverError) placeServerErrors(serverError, setError);
    else onValid(values);
  });
  return (
    <form noValidate onSubmit={submit}>
      <NumberField control={control} name="amount" label="Amount" emptyMessage="Enter an amount" />
      <NumberField control={control} name="capacity" label="Capacity" emptyAs={null} />
      <SelectField
        control={control}
        name="county"
        label="County"
        allowDeselect={false}
        data={['Nairobi', 'Mombasa']}
        onPicked={onPicked}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the shared form fields', () => {
  it('say what an emptied required number needs, not the schema type error, and submit nothing', async () => {
    const onValid = vi.fn();
    renderPage(<TestForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '' } });
    save();
    expect(await screen.findByText('Enter an amount')).toBeTruthy();
    expect(screen.queryByText(/expected number/i)).toBeNull();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hold null for an emptied optional number, and the typed number otherwise', async () => {
    const onValid = vi.fn();
    renderPage(<TestForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Capacity'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '12' } });
    save();
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ amount: 12, capacity: null, county: 'Nairobi' });
  });

  it('with allowDeselect={false}, do not treat picking the chosen option again as a change', async () => {
    const onPicked = vi.fn();
    renderPage(<TestForm onValid={() => {}} onPicked={onPicked} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'County' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nairobi', hidden: true }));
    expect(onPicked).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('combobox', { name: 'County' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mombasa', hidden: true }));
    expect(onPicked).toHaveBeenCalledWith('Mombasa');
  });

  it('show the server’s message under the field it names', async () => {
    const refusal = new ApiError(422, 'Check the form', { amount: 'Too much for one payment' });
    renderPage(<TestForm onValid={() => {}} serverError={refusal} />);
    save();
    expect(await screen.findByText('Too much for one payment')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
  });
});
