const { mailRules } = require('../src/mail-rules');

// Where counsellor alerts may go and where the mails may link (src/mail-rules.js), read as
// strapi.config.get('lead-mail'). COUNSELLOR_MAIL_DOMAINS: the institute's own mail domains,
// comma-separated (unset: the seed's example.com of the local stack). MAIL_LINK_ORIGINS: the
// origins a template may link to (unset: SITE_URL's).
module.exports = ({ env }) => mailRules({
  COUNSELLOR_MAIL_DOMAINS: env('COUNSELLOR_MAIL_DOMAINS'), MAIL_LINK_ORIGINS: env('MAIL_LINK_ORIGINS'), SITE_URL: env('SITE_URL'),
});
