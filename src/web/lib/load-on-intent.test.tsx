import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type DeferredPart,
  deferredPart,
  type Handover,
  useHandover,
  usePopupOnIntent,
} from './load-on-intent';

/** A popup module whose arrival the test decides. */
function controlledPart() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const importer = vi.fn(
    () =>
      new Promise<typeof popupModule>((resolve, reject) => {
        arrive = () => resolve(popupModule);
        fail = () => reject(new Error('offline'));
      }),
  );
  const part = deferredPart(importer);
  return { part, importer, arrive: () => act(async () => arrive()), fail: () => act(async () => fail()) };
}

function LoadedPopup({ handover }: { handover: Handover }) {
  const [opened, setOpened] = useState(false);
  const trigger = useHandover<HTMLButtonElement>(handover, () => setOpened(true));
  return (
    <>
      <button type="button" ref={trigger} aria-expanded={opened} onClick={() => setOpened(!opened)}>
        Account
      </button>
      {opened && <div role="menu">Menu open</div>}
    </>
  );
}
const popupModule = { LoadedPopup };

function Widget({ part }: { part: DeferredPart<typeof popupModule> }) {
  const { module, handover, triggerProps } = usePopupOnIntent(part, {
    popupType: 'menu',
    arrowDownOpens: true,
  });
  if (module) return <module.LoadedPopup handover={handover} />;
  return (
    <button type="button" data-stand-in {...triggerProps}>
      Account
    </button>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Account' });

describe('usePopupOnIntent', () => {
  it('stands in with the closed popup ARIA and fetches nothing before any intent', () => {
    const { part, importer } = controlledPart();
    render(<Widget part={part} />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(importer).not.toHaveBeenCalled();
  });

  it('starts fetching when the trigger is pointed at, touched or focused, once', () => {
    const { part, importer } = controlledPart();
    render(<Widget part={part} />);
    fireEvent.pointerEnter(trigger());
    fireEvent.touchStart(trigger());
    fireEvent.focus(trigger());
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('opens once loaded when clicked while the code was still on its way', async () => {
    const { part, arrive } = controlledPart();
    render(<Widget part={part} />);
    fireEvent.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
    await arrive();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(trigger().hasAttribute('data-stand-in')).toBe(false);
  });

  it('opens on ArrowDown and moves focus onto the loaded trigger', async () => {
    const { part, arrive } = controlledPart();
    render(<Widget part={part} />);
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    await arrive();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps focus on the trigger when the code arrives without an open', async () => {
    const { part, arrive } = controlledPart();
    render(<Widget part={part} />);
    trigger().focus();
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger().hasAttribute('data-stand-in')).toBe(false);
    expect(document.activeElement).toBe(trigger());
  });

  it('forgets the open when the user clicks again or moves on before the code arrives', async () => {
    const { part, arrive } = controlledPart();
    render(<Widget part={part} />);
    fireEvent.click(trigger());
    fireEvent.click(trigger());
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('asks again on the next intent after a failed fetch', async () => {
    const { part, importer, fail, arrive } = controlledPart();
    render(<Widget part={part} />);
    fireEvent.pointerEnter(trigger());
    await fail();
    expect(trigger().hasAttribute('data-stand-in')).toBe(true);
    fireEvent.click(trigger());
    expect(importer).toHaveBeenCalledTimes(2);
    await arrive();
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
