import { render, screen } from '@testing-library/react';
import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, loadParts, setPartRecorder } from './lazy-part';

const greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

afterEach(() => setPartRecorder(() => undefined));

describe('a part of a page that loads on its own', () => {
  it("is drawn at once once its code is in, so the server's page is taken over in one pass", async () => {
    const importer = vi.fn(async () => ({ default: greeting }));
    const Greeting = lazyPart('test/greeting', importer);
    await loadParts(['test/greeting']);

    const drawn: string[] = [];
    setPartRecorder((name) => drawn.push(name));
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Wanjiru" />
      </Suspense>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    // The server notes the part, so the browser loads its code before it takes the page over.
    expect(drawn).toEqual(['test/greeting']);
    expect(container.textContent).toBe('Hello Wanjiru');

    const mismatch = vi.fn();
    act(() => {
      hydrateRoot(container, page, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hello Wanjiru');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('shows its Suspense fallback while its code is loading, then itself', async () => {
    const Greeting = lazyPart('test/later', async () => ({ default: greeting }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Otieno" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Otieno')).toBeTruthy();
  });

  it('loads the parts that loaded parts declare, skips unknown names and outlives a failed part', async () => {
    const inner = vi.fn(async () => ({ default: greeting }));
    const outer = vi.fn(async () => {
      // The outer part's module declares a part of its own, as a section's module would.
      lazyPart('test/inner', inner);
      return { default: greeting };
    });
    lazyPart('test/outer', outer);
    lazyPart<{ name: string }>('test/offline', () => Promise.reject(new Error('offline')));

    await expect(
      loadParts(['test/offline', 'test/inner', 'test/outer', 'test/nobody']),
    ).resolves.toBeUndefined();
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
