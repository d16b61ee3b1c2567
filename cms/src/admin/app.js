// Admin panel customisation. Kept minimal; the important bit is that nothing
// in the admin UI reaches out to the internet (release check, tutorials).
import { ChartPie } from '@strapi/icons';
import { LeadExport } from './LeadExport.jsx';
import { ReleaseAction } from './ReleaseAction.jsx';
import { SavedFilters } from './SavedFilters.jsx';

const config = {
  locales: [],
  notifications: { releases: false },
  tutorials: false,
};

// The month's leads by channel and the top campaigns, on the admin's home page.
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

// A held lead's page gets "Release to sales" beside Save. Saved filters
// beside the lead and data request lists' own buttons, and the lead export on the lead list
// (listView.actions, the Content Manager's injection zone there; each shows on its lists only).
const bootstrap = (app) => {
  const contentManager = app.getPlugin('content-manager');
  contentManager.apis.addDocumentAction((actions) => [...actions, ReleaseAction]);
  contentManager.injectComponent('listView', 'actions', { name: 'maven-saved-filters', Component: SavedFilters });
  contentManager.injectComponent('listView', 'actions', { name: 'maven-lead-export', Component: LeadExport });
};

const app = { config, register, bootstrap };

export default app;
