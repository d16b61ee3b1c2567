import '@testing-library/jest-dom';
import './axiosOverFetch';

// The browser's own stylesheet hides a closed popover (the header's menus); jsdom's has no popover rules.
if (typeof document !== 'undefined') {
  const popovers = document.createElement('style');
  popovers.textContent = '[popover]:not(:popover-open) { display: none; }';
  document.head.append(popovers);
}
