'use strict';

// The lead contract shared with the site: shared/contract.json at the repository root, the folder
// of what both sides read (this CMS lives in the site's repository). One file, so the two sides
// cannot drift.
const contract = require('../../shared/contract.json');

/** A contract path as a route of this CMS declares it: without the REST prefix `/api`. */
const routePath = (contractPath) => contractPath.replace(/^\/api(?=\/)/, '');

module.exports = { ...contract, routePath };
