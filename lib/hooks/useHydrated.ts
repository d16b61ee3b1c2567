import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and in the hydrating render, true once the page's code has taken
 * over (React re-renders with the client's answer right after hydration). A form served as HTML
 * would otherwise submit itself natively if sent before then: a GET to the page, the visitor's
 * fields in its address (and so in logs and history), and nothing sent.
 */
export const useHydrated = (): boolean => useSyncExternalStore(never, () => true, () => false);
