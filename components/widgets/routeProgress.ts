import Router from 'next/router';

// The destination of the client navigation under way, followed from the first load on: the route
// loader's code comes after the first paint (components/common/deferHydration.tsx), possibly only
// once a navigation has begun, and must still cover that navigation.
let destination: string | null = null;
if (typeof window !== 'undefined') {
  Router.events.on('routeChangeStart', (url: string, { shallow }: { shallow: boolean }) => { if (!shallow) destination = url; });
  const end = () => { destination = null; };
  Router.events.on('routeChangeComplete', end);
  Router.events.on('routeChangeError', end);
}

/** Where the navigation under way goes, or null. */
export const navigationUnderWay = () => destination;
