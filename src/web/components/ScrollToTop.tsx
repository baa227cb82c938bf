import { ActionIcon, Affix, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SCROLL_TO_TOP_OFFSET_PX } from './scroll-to-top-size';

const SHOWN_PAST_PX = 20;

/**
 * Whether the page is scrolled further down than `distance`. The first reading waits for the next
 * frame: reading the scroll position makes the browser lay the page out, and inside the app's first
 * effects that made the takeover of a long page one long task.
 */
function useScrolledPast(distance: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > distance);
    const firstReading = requestAnimationFrame(read);
    window.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(firstReading);
      window.removeEventListener('scroll', read);
    };
  }, [distance]);
  return past;
}

/** Appears once the page has scrolled more than 20px (spec 1 §2). */
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
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
