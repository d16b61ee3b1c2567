// Admin panel customisation. Kept minimal; the important bit is that nothing
// in the admin UI reaches out to the internet (release check, tutorials).
import { ChartPie } from '@strapi/icons';
import { ReleaseAction } from './ReleaseAction.jsx';

const config = {
  locales: [],
  notifications: { releases: false },
  tutorials: false,
};

// Issue 33: the month's leads by channel and the top campaigns, on the admin's home page.
const register = (app) => {
  app.widgets.register({
    id: 'leads-month',
    // Required: the admin's widget registry refuses a widget without one (and the admin stays blank).
    icon: ChartPie,
    title: { id: 'maven.leads-month.title', defaultMessage: 'Leads, last 30 days' },
    component: async () => (await import('./LeadsWidget.jsx')).LeadsWidget,
    permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'api::lead.lead' }],
  });
};

// Issue 35: a held lead's page gets "Release to sales" beside Save.
const bootstrap = (app) => {
  app.getPlugin('content-manager').apis.addDocumentAction((actions) => [...actions, ReleaseAction]);
};

const app = { config, register, bootstrap };

export default app;
