import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useBrowserValue } from './use-browser-value';

function Note({ read }: { read: () => string | null }) {
  const note = useBrowserValue(read, null);
  return <p>{note ?? 'No note'}</p>;
}

describe('a value only the browser holds', () => {
  it("lets the browser take the server's first view over without a mismatch, then shows its own value", async () => {
    const container = document.createElement('div');
    // The server has no browser storage: there, reading it finds nothing.
    container.innerHTML = renderToString(<Note read={() => null} />);
    expect(container.textContent).toBe('No note');

    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Note read={() => 'Your session has expired.'} />, {
        onRecoverableError: mismatch,
      });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Your session has expired.');
  });
});
