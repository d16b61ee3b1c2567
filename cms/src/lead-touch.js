'use strict';

// The touches' stored fields and the channel rule table, shared with the site:
// lib/leads/touch.cjs at the repository root (this CMS lives in the site's repository).
const path = require('path');

module.exports = require(path.resolve(__dirname, '..', '..', 'lib', 'leads', 'touch.cjs'));
