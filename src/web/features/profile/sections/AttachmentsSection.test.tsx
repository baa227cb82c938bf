import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AttachmentEntry, sectionMessages } from '../../../../contract/profile-sections';
import { uploadMessages } from '../../../../contract/uploads';
import { renderPage } from '../../../test-support/render';
import { bodiesSent, data, stubApi } from '../../../test-support/stub-api';
import AttachmentsSection from './AttachmentsSection';

afterEach(() => vi.restoreAllMocks());

const types = [
  { code: 'CV', description: 'Curriculum vitae' },
  { code: 'KRA_PIN', description: 'KRA PIN certificate' },
];
const stored: AttachmentEntry = {
  EntryNo: 2,
  description: 'KRA_PIN',
  attachmentType: 'KRA_PIN',
  fileName: 'PIN certificate',
  attached: true,
  attachment: 'doc-123',
};

function renderSection(entries: AttachmentEntry[] = []) {
  return stubApi({
    'GET profile/attachments': () => data(entries),
    'GET setup/lists/attachment-types': () => data(types),
    'POST profile/attachments': () => data({ message: sectionMessages.added('Attachment'), entry: stored }),
    'POST profile/attachments/update': () =>
      data({ message: sectionMessages.updated('Attachment'), entry: stored }),
  });
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(fileInput(dialog), { target: { files: [file] } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const postedForms = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/profile/attachments') && init?.method === 'POST')
    .map(([, init]) => init?.body);

describe('attachments form (spec 2 §5 Attachments)', () => {
  it('shows the spec messages: Description, File Name and Attachment required, not a Pdf, over 10MB', async () => {
    const spy = renderSection();
    renderPage(<AttachmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    save(dialog);
    expect(await within(dialog).findByText(sectionMessages.descriptionRequired)).toBeTruthy();
    expect(within(dialog).getByText(sectionMessages.fileNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(uploadMessages.attachmentRequired)).toBeTruthy();

    choose(dialog, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    save(dialog);
    expect(await within(dialog).findByText(uploadMessages.notAPdf)).toBeTruthy();

    choose(dialog, new File([new Uint8Array(10_000_001)], 'big.pdf', { type: 'application/pdf' }));
    save(dialog);
    expect(await within(dialog).findByText(uploadMessages.attachmentTooLarge)).toBeTruthy();
    expect(postedForms(spy)).toHaveLength(0);
  });

  it('names a file whose content is not a PDF on the field as soon as it is picked, before Save', async () => {
    const spy = renderSection();
    renderPage(<AttachmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    // A program renamed to .pdf: the name and declared type say PDF, its first bytes (MZ) do not.
    choose(dialog, new File(['MZ\x90\x00 not a pdf'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(uploadMessages.notAPdf)).toBeTruthy();
    // Nothing else was checked yet: only the picked field speaks.
    expect(within(dialog).queryByText(sectionMessages.descriptionRequired)).toBeNull();
    save(dialog);
    expect(await within(dialog).findByText(sectionMessages.descriptionRequired)).toBeTruthy();
    expect(within(dialog).getByText(uploadMessages.notAPdf)).toBeTruthy();
    expect(postedForms(spy)).toHaveLength(0);

    choose(dialog, new File(['%PDF-1.7 real'], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(dialog).queryByText(uploadMessages.notAPdf)).toBeNull());
  });

  it('fills File Name from the chosen PDF and sends a multipart form', async () => {
    const spy = renderSection();
    renderPage(<AttachmentsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Description/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Curriculum vitae', hidden: true }));
    choose(dialog, new File(['%PDF-1.7'], 'my-cv.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^File Name/) as HTMLInputElement).value).toBe('my-cv'),
    );
    save(dialog);
    await waitFor(() => expect(postedForms(spy)).toHaveLength(1));
    const form = postedForms(spy)[0] as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('description')).toBe('CV');
    expect(form.get('fileName')).toBe('my-cv');
    expect((form.get('attachment') as File).name).toBe('my-cv.pdf');
  });

  it("lists the type's name and a download link; editing keeps the stored file", async () => {
    const spy = renderSection([stored]);
    renderPage(<AttachmentsSection />);
    expect(await screen.findByRole('cell', { name: 'KRA PIN certificate' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PIN certificate' }).getAttribute('href')).toBe(
      '/api/documents/doc-123',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit attachment PIN certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    save(dialog);
    // No new file: the update goes as JSON and the server keeps the stored PDF.
    await waitFor(() => expect(bodiesSent(spy, 'POST profile/attachments/update')).toHaveLength(1));
    expect(bodiesSent(spy, 'POST profile/attachments/update')[0]).toMatchObject({
      description: 'KRA_PIN',
      fileName: 'PIN certificate',
      EntryNo: 2,
    });
  });
});
