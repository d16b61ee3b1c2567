'use strict';

// The touches' stored fields and the channel rule table, shared with the site:
// shared/touch.cjs at the repository root (this CMS lives in the site's repository).
module.exports = require('../../shared/touch.cjs');
