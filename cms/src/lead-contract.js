'use strict';

// The lead contract shared with the site: lib/leads/contract.json at the repository root
// (this CMS lives in the site's repository). One file, so the two sides cannot drift.
const path = require('path');

module.exports = require(path.resolve(__dirname, '..', '..', 'lib', 'leads', 'contract.json'));
