// Outgoing contact links (spec §7 "Other outgoing links").
const digits = (phone: string) => phone.replace(/[^\d]/g, '');

export const telHref = (phone: string) => `tel:+${digits(phone)}`;
export const mailHref = (email: string) => `mailto:${email}`;
/** `text`: the message the chat opens with (the site text whatsappPrefill). */
export const whatsappHref = (phone: string, text: string) =>
  `https://wa.me/${digits(phone)}?text=${encodeURIComponent(text)}`;

/** External links open in a new tab without handing the opener to the other site. */
export const isExternal = (href: string) => /^https?:\/\//i.test(href);

/** A path on this site (not `//host`, not a scheme): the client-side router can navigate to it. */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');
