'use strict';

// A counsellor address outside the institute's mail domains is refused at every save, whoever
// saves it (src/mail-rules.js): it would receive every matching lead.
const { errors } = require('@strapi/utils');
const { counsellorAddressProblem } = require('../../../../mail-rules');

function check(event) {
  const { data } = event.params;
  if (!data || data.email === undefined) return;
  const problem = counsellorAddressProblem(data.email, strapi.config.get('lead-mail'));
  if (problem) throw new errors.ValidationError(problem);
}

module.exports = { beforeCreate: check, beforeUpdate: check };
