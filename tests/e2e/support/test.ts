// Playwright's test API for the journeys, as it is: a page's `load` means its code has run.
export * from '@playwright/test';
