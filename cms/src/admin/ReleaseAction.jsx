// Issue 35: "Release to sales" on a held lead's page (one a form sent while Google could not check
// its captcha). The CMS asks the site to send what it held back (the webhook, the counsellors'
// alert), then marks the lead released (src/lead-follow-up.js); any failure says so and changes nothing.
import { useState } from 'react';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';

const RELEASE_LABEL = 'Release to sales';

export function ReleaseAction({ model, document, documentId }) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  // The page keeps the document as it loaded it: the button says what happened until it is read again.
  const [released, setReleased] = useState(false);
  if (model !== 'api::lead.lead' || !document || document.held !== true) return null;
  return {
    label: released ? 'Released to sales' : RELEASE_LABEL,
    disabled: released,
    position: ['panel'],
    variant: 'default',
    onClick: async () => {
      try {
        await post(`/lead-release/${documentId}`);
        setReleased(true);
        toggleNotification({ type: 'success', message: 'Released: the lead is on its way to sales.' });
      } catch (err) {
        const message = err?.response?.data?.error || err?.message || 'Could not release the lead';
        toggleNotification({ type: 'danger', message });
      }
    },
  };
}
