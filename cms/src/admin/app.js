// Admin panel customisation. Kept minimal; the important bit is that nothing
// in the admin UI reaches out to the internet (release check, tutorials).
const config = {
  locales: [],
  notifications: { releases: false },
  tutorials: false,
};

const bootstrap = () => {};

const app = { config, bootstrap };

export default app;
