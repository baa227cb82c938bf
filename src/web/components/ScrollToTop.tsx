import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SCROLL_TO_TOP_BUTTON_PX, SCROLL_TO_TOP_OFFSET_PX } from './scroll-to-top-size';

const SHOWN_PAST_PX = 20;

const CENTRE_FROM_CORNER_PX = SCROLL_TO_TOP_OFFSET_PX + SCROLL_TO_TOP_BUTTON_PX / 2;
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="switch"]';

/**
 * Whether a control of the page lies where the button floats (the Save buttons of a list of cards
 * scroll under the corner): the button then steps aside rather than cover it.
 */
function controlUnderButton(): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const x = window.innerWidth - CENTRE_FROM_CORNER_PX;
  const y = window.innerHeight - CENTRE_FROM_CORNER_PX;
  return document
    .elementsFromPoint(x, y)
    .some((element) => !element.closest('[data-scroll-to-top]') && element.closest(CONTROLS) !== null);
}

/**
 * Whether the page is scrolled further down than `distance`. The first reading waits for the next
 * frame: reading the scroll position makes the browser lay the page out, and inside the app's first
 * effects that made the takeover of a long page one long task.
 */
function useScrolledPast(distance: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > distance && !controlUnderButton());
    const firstReading = requestAnimationFrame(read);
    window.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(firstReading);
      window.removeEventListener('scroll', read);
    };
  }, [distance]);
  return past;
}

/** Appears once the page has scrolled more than 20px (spec 1 §2), unless a control lies beneath it. */
export function ScrollToTop() {
  const scrolled = useScrolledPast(SHOWN_PAST_PX);
  return (
    <Affix position={{ bottom: SCROLL_TO_TOP_OFFSET_PX, right: SCROLL_TO_TOP_OFFSET_PX }}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label="Scroll to top"
            data-scroll-to-top
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
