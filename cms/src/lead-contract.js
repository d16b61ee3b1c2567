'use strict';

// The lead contract shared with the site: lib/leads/contract.json at the repository root
// (this CMS lives in the site's repository). One file, so the two sides cannot drift.
const path = require('path');

const contract = require(path.resolve(__dirname, '..', '..', 'lib', 'leads', 'contract.json'));

/** A contract path as a route of this CMS declares it: without the REST prefix `/api`. */
const routePath = (contractPath) => contractPath.replace(/^\/api(?=\/)/, '');

module.exports = { ...contract, routePath };
