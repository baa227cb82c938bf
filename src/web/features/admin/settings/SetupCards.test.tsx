import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoMaxBytes, setupAdminMessages } from '../../../../contract/setup';
import { renderPage } from '../../../test-support/render';
import { CompanyCard } from './CompanyCard';
import { DisclaimersCard } from './DisclaimersCard';
import { TermsCard } from './TermsCard';

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const ok = (data: unknown) => new Response(JSON.stringify({ data }));
const refuse = (status: number, message: string) => new Response(JSON.stringify({ message }), { status });

const company = {
  displayName: 'Engineers Institute of Kenya',
  shortName: 'EIK',
  email: 'membership@eik.example',
  phone: '+254 20 000 0000',
  address: 'Nairobi',
  website: 'https://www.eik.example',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
};

interface Write {
  method: string;
  path: string;
  body: unknown;
}

/** Reads answer the seeded values; every write is recorded and answered by `answer`. */
function stubApi(answer: (write: Write) => Response) {
  const writes: Write[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const body = init?.body instanceof FormData ? init.body : JSON.parse(String(init?.body));
      const write = { method, path, body };
      writes.push(write);
      return answer(write);
    }
    if (path === 'company/information') return ok(company);
    if (path === 'company/terms') return ok([{ termsAndConditions: 'Be good.', projectURL: '' }]);
    if (path === 'setup/disclaimers')
      return ok([{ disclaimerType: 'Activation', description: 'I consent.' }]);
    return refuse(404, 'not stubbed');
  });
  return writes;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('company information card', () => {
  it('saves the edited identity and toasts', async () => {
    const writes = stubApi((write) => ok({ ...company, ...(write.body as object) }));
    renderPage(<CompanyCard />);
    await screen.findByDisplayValue('Engineers Institute of Kenya');
    fireEvent.change(input('Display name'), { target: { value: 'Institution of Engineers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company information' }));
    expect(await screen.findByText(setupAdminMessages.companySaved)).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: 'admin/company/information',
        body: { ...company, logo: undefined, displayName: 'Institution of Engineers' },
      },
    ]);
  });

  it('shows the contract message for an invalid e-mail and sends nothing', async () => {
    const writes = stubApi(() => ok(company));
    renderPage(<CompanyCard />);
    await screen.findByDisplayValue('membership@eik.example');
    fireEvent.change(input('E-mail'), { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save company information' }));
    expect(await screen.findByText('E-mail must be valid')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('uploads a chosen logo, and refuses one over 1MB before sending it', async () => {
    const writes = stubApi(() => ok(company));
    const { container } = renderPage(<CompanyCard />);
    await screen.findByAltText('Current logo');
    const picker = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;

    const large = new File([new Uint8Array(logoMaxBytes + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [large] } });
    expect(await screen.findByText(setupAdminMessages.logoTooLarge)).toBeTruthy();
    expect(writes).toEqual([]);

    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [logo] } });
    expect(await screen.findByText(setupAdminMessages.logoSaved)).toBeTruthy();
    expect(writes.map((write) => write.path)).toEqual(['admin/company/logo']);
    const [upload] = writes;
    expect((upload?.body as FormData | undefined)?.get('logo')).toBeInstanceOf(File);
  });

  it('shows the server refusal of a logo as a warning toast', async () => {
    stubApi(() => refuse(400, setupAdminMessages.logoNotAnImage));
    const { container } = renderPage(<CompanyCard />);
    await screen.findByAltText('Current logo');
    const picker = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['<svg/>'], 'logo.png')] } });
    expect(await screen.findByText(setupAdminMessages.logoNotAnImage)).toBeTruthy();
  });
});

describe('terms card', () => {
  it('saves the terms and toasts', async () => {
    const writes = stubApi((write) => ok(write.body));
    renderPage(<TermsCard />);
    await screen.findByDisplayValue('Be good.');
    fireEvent.change(input('Terms and conditions'), { target: { value: 'Members follow the by-laws.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText(setupAdminMessages.termsSaved)).toBeTruthy();
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: 'admin/company/terms',
      body: { termsAndConditions: 'Members follow the by-laws.', projectURL: '' },
    });
  });
});

describe('disclaimers card', () => {
  it('saves a new text, and an emptied text removes the disclaimer', async () => {
    const writes = stubApi(() => ok([]));
    renderPage(<DisclaimersCard />);
    await screen.findByDisplayValue('I consent.');
    const saveActivation = screen.getByRole('button', {
      name: 'Save activation disclaimer',
    }) as HTMLButtonElement;
    // Nothing changed yet: nothing to save.
    expect(saveActivation.disabled).toBe(true);

    fireEvent.change(input('Application disclaimer'), { target: { value: 'I declare it is true.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save application disclaimer' }));
    expect(await screen.findByText(setupAdminMessages.disclaimerSaved)).toBeTruthy();

    fireEvent.change(input('Activation disclaimer'), { target: { value: '' } });
    fireEvent.click(saveActivation);
    expect(await screen.findByText(setupAdminMessages.disclaimerRemoved)).toBeTruthy();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: 'admin/setup/disclaimers/Application',
        body: { description: 'I declare it is true.' },
      },
      { method: 'PUT', path: 'admin/setup/disclaimers/Activation', body: { description: '' } },
    ]);
  });
});
