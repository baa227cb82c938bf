import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test-support/render';
import { ScrollToTop } from './ScrollToTop';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe('the scroll-to-top button (spec 1 §2)', () => {
  it('appears once the page has scrolled more than 20px and takes it back to the top', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage(<ScrollToTop />);
    scrollTo(20);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    scrollTo(21);
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    scrollTo(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull());
  });

  it('shows at once on a page the browser opens already scrolled down', async () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderPage(<ScrollToTop />);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });

  it('steps aside while a control of the page lies under it, and comes back once it has scrolled past', async () => {
    const save = document.createElement('button');
    const under = vi.fn<(x: number, y: number) => Element[]>(() => [save, document.body]);
    Object.defineProperty(document, 'elementsFromPoint', { value: under, configurable: true });
    renderPage(<ScrollToTop />);
    scrollTo(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    expect(under).toHaveBeenCalledWith(window.innerWidth - 42, window.innerHeight - 42);

    under.mockReturnValue([document.body]);
    scrollTo(420);
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeTruthy();
    Reflect.deleteProperty(document, 'elementsFromPoint');
  });
});
