/**
 * Below this width (px) of a list's own space, the app's tables show each row as a card (the
 * kit DataTable's `cardsBelow`): a phone, or a narrow window with the sidebar open.
 */
export const CARDS_BELOW = 600;
