import { describe, expect, it } from 'vitest';
import { humanLabel, shownValue } from './profile-values';

describe('profile values for reviewers', () => {
  it("turns field names into readable labels, keeping the form's own wording", () => {
    expect(humanLabel('IdentificationDocumentNo')).toBe('ID/Passport Number');
    expect(humanLabel('yearOfCompletion')).toBe('Year of completion');
    expect(humanLabel('KRAPinNumber')).toBe('KRA pin number');
    expect(humanLabel('place_of_work')).toBe('Place of work');
  });

  it('shows stored files as links, PDFs with their preview address, and everything else as text', () => {
    const file = { id: 'd1', kind: 'pdf', name: 'cv.pdf', size: 10, url: '/api/documents/d1' };
    expect(shownValue(file)).toEqual({
      kind: 'files',
      files: [
        {
          name: 'cv.pdf',
          url: '/api/documents/d1',
          imageUrl: null,
          pdfUrl: '/api/documents/d1?disposition=inline',
        },
      ],
    });
    expect(shownValue([file, { ...file, name: '', url: '/api/documents/d2' }])).toEqual({
      kind: 'files',
      files: [
        {
          name: 'cv.pdf',
          url: '/api/documents/d1',
          imageUrl: null,
          pdfUrl: '/api/documents/d1?disposition=inline',
        },
        {
          name: 'Open file',
          url: '/api/documents/d2',
          imageUrl: null,
          pdfUrl: '/api/documents/d1?disposition=inline',
        },
      ],
    });
    expect(shownValue(true)).toEqual({ kind: 'text', text: 'Yes' });
    expect(shownValue('')).toEqual({ kind: 'text', text: '—' });
    expect(shownValue([])).toEqual({ kind: 'text', text: '—' });
    expect(shownValue([{ title: 'Eng', description: 'Engineer' }, { description: 'Consultant' }])).toEqual({
      kind: 'text',
      text: 'Engineer, Consultant',
    });
    expect(shownValue({ from: 2019, to: null })).toEqual({ kind: 'text', text: 'From: 2019; To: —' });
  });

  it("shows a photo inline and a coded value by the server's name for it", () => {
    const photo = { id: 'p 1', kind: 'jpeg', name: 'me.jpg', size: 10, url: '/api/documents/p%201' };
    expect(shownValue(photo)).toEqual({
      kind: 'files',
      files: [
        {
          name: 'me.jpg',
          url: '/api/documents/p%201',
          imageUrl: '/api/documents/p%201?disposition=inline',
          pdfUrl: null,
        },
      ],
    });
    expect(shownValue('KE', 'Kenya')).toEqual({ kind: 'text', text: 'Kenya' });
    expect(shownValue('KE')).toEqual({ kind: 'text', text: 'KE' });
  });
});
