'use strict';

// A template that would load remote content, link elsewhere or put a value inside an address is
// refused at every save, whoever saves it (src/mail-rules.js).
const { errors } = require('@strapi/utils');
const { templateProblem } = require('../../../../mail-rules');

function check(event) {
  const { data } = event.params;
  if (!data) return;
  const problem = templateProblem(data, strapi.config.get('lead-mail'));
  if (problem) throw new errors.ValidationError(problem);
}

module.exports = { beforeCreate: check, beforeUpdate: check };
