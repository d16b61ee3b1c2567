'use strict';

// The lead contract shared with the site: shared/contract.json at the repository root, the folder
// of what both sides read (this CMS lives in the site's repository), and the schemas the site's
// gateway runs too (shared/leadContract.mjs: an ES module, so loaded with import(); a route awaits
// `loaded` before it reads `schemas`). One source, so the two sides cannot drift.
const contract = require('../../shared/contract.json');

/** A contract path as a route of this CMS declares it: without the REST prefix `/api`. */
const routePath = (contractPath) => contractPath.replace(/^\/api(?=\/)/, '');

const lead = { ...contract, routePath, schemas: undefined };
lead.loaded = import('../../shared/leadContract.mjs').then(({ storedLead, storedDownload, storedDataRequest, isTestEmail }) => {
  lead.schemas = { storedLead, storedDownload, storedDataRequest, isTestEmail };
});

module.exports = lead;
