/** The enterprise routes of spec §2, in menu order. */
export const ENTERPRISE_LINKS = [
  { name: 'About', href: '/enterprise/about-us' },
  { name: 'Industry Partners', href: '/enterprise/our-industry-partners' },
  { name: 'Corporate Training', href: '/enterprise/corporate-training' },
  { name: 'Training Calendar', href: '/enterprise/vlsi-training-calendar' },
  { name: 'Case Studies', href: '/enterprise/vlsi-training-case-studies' },
  { name: 'Hire Talent', href: '/enterprise/corporate-hire-talent' },
  { name: 'Blog', href: '/enterprise/vlsi-technical-blog' },
  { name: 'Resources', href: '/enterprise/vlsi-technical-resources' },
  { name: 'Contact', href: '/enterprise/contact-us' },
] as const;
