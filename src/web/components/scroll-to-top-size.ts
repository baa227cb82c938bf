// Its own module: the footer keeps clear of the button without loading the button's code, which
// the login page does not show.

/** How far the scroll-to-top button floats from the page's bottom right corner, in px. */
export const SCROLL_TO_TOP_OFFSET_PX = 20;
/** Mantine's xl ActionIcon. */
export const SCROLL_TO_TOP_BUTTON_PX = 44;

/** Room to keep free at the page's bottom right, so the button never covers the last line. */
export const SCROLL_TO_TOP_CLEARANCE_PX = SCROLL_TO_TOP_OFFSET_PX + SCROLL_TO_TOP_BUTTON_PX + 16;
