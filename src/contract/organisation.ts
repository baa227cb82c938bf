/**
 * The organisation whose wording differs: titles optional, certified ID attachment required. Kept
 * apart from the bio's rules so a page can ask without loading them.
 */
export const SPECIAL_ORGANISATION = 'EBK';
