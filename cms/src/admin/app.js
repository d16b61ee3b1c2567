// Admin panel customisation. Kept minimal; the important bit is that nothing
// in the admin UI reaches out to the internet (release check, tutorials).
import { ChartPie, Lightning } from '@strapi/icons';
import { LeadExport } from './LeadExport.jsx';
import { ReleaseAction } from './ReleaseAction.jsx';
import { SavedFilters } from './SavedFilters.jsx';

const config = {
  locales: [],
  notifications: { releases: false },
  tutorials: false,
};

// Only for roles that read leads (their routes check the whole rule: src/lead-access.js).
const READ_LEADS = [{ action: 'plugin::content-manager.explorer.read', subject: 'api::lead.lead' }];

// On the admin's home page: the month's leads by channel and the top campaigns; the visits,
// conversion and speed per page and campaign.
const register = (app) => {
  app.widgets.register([
    {
      id: 'leads-month',
      // Required: the admin's widget registry refuses a widget without one (and the admin stays blank).
      icon: ChartPie,
      title: { id: 'maven.leads-month.title', defaultMessage: 'Leads, last 30 days' },
      component: async () => (await import('./LeadsWidget.jsx')).LeadsWidget,
      permissions: READ_LEADS,
    },
    {
      id: 'visits-speed',
      icon: Lightning,
      title: { id: 'maven.visits-speed.title', defaultMessage: 'Visits and speed, last 28 days' },
      component: async () => (await import('./VisitsWidget.jsx')).VisitsWidget,
      permissions: READ_LEADS,
    },
  ]);
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
