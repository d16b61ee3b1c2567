// "Release to sales" on a held lead's page, "Release" on a held data request's (each stored while
// Google could not check its captcha). The CMS asks the site to send what it held back (a lead's
// webhook, alert and acknowledgement, with the document its form asked for; a data request's
// confirmation link), then marks it released (src/lead-follow-up.js); any failure says so and
// changes nothing. The button shows only when the CMS says this role may release this entry: its
// role's conditions are the server's to judge, so an Editor, an Author or a role limited to other
// entries never sees a button that would be refused.
import { useEffect, useState } from 'react';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';

const KINDS = {
  'api::lead.lead': {
    path: '', label: 'Release to sales', done: 'Released to sales',
    message: 'Released: the lead is on its way to sales.', failed: 'Could not release the lead',
  },
  'api::data-request.data-request': {
    path: 'data-request/', label: 'Release', done: 'Released',
    message: 'Released: the confirmation link is on its way to the person.', failed: 'Could not release the data request',
  },
};

export function ReleaseAction({ model, document, documentId }) {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  // The page keeps the document as it loaded it: the button says what happened until it is read again.
  const [released, setReleased] = useState(false);
  const [may, setMay] = useState(false);
  const kind = KINDS[model];
  const held = Boolean(kind && document && document.held === true);
  const url = kind ? `/lead-release/${kind.path}${documentId}` : null;
  useEffect(() => {
    if (!held) return undefined;
    let live = true;
    get(url).then(() => live && setMay(true), () => live && setMay(false));
    return () => { live = false; };
  }, [held, url, get]);
  if (!held || !may) return null;
  return {
    label: released ? kind.done : kind.label,
    disabled: released,
    position: ['panel'],
    variant: 'default',
    onClick: async () => {
      try {
        await post(url);
        setReleased(true);
        toggleNotification({ type: 'success', message: kind.message });
      } catch (err) {
        const message = err?.response?.data?.error || err?.message || kind.failed;
        toggleNotification({ type: 'danger', message });
      }
    },
  };
}
