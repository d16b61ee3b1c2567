// What the site shows when the CMS is down or a field is empty: a complete,
// truthful page rather than a 500. Marketers' real texts live in the CMS.
import { CONSENT_DEFAULTS, SITE_TEXT_DEFAULTS } from '../constants';
import type { Chrome, ContactData, MenuItem } from './types';

const link = (id: string, name: string, href: string) => ({ id, name, link: href });
const item = (id: string, subMenuName: string, subMenuLink: string) => ({ id, subMenuName, subMenuLink });

export const DEFAULT_CONTACTS: ContactData = {
  email: 'admissions@maven-silicon.com',
  phoneNumber: '+91 80 0000 0000',
  whatsappNumber: '+91 90000 00000',
};

/** The enterprise routes of spec §2, in menu order (the CMS's enterpriseNavigation). */
export const DEFAULT_ENTERPRISE_MENU: MenuItem[] = [
  item('e1', 'About', '/enterprise/about-us'),
  item('e2', 'Industry Partners', '/enterprise/our-industry-partners'),
  item('e3', 'Corporate Training', '/enterprise/corporate-training'),
  item('e4', 'Training Calendar', '/enterprise/vlsi-training-calendar'),
  item('e5', 'Case Studies', '/enterprise/vlsi-training-case-studies'),
  item('e6', 'Hire Talent', '/enterprise/corporate-hire-talent'),
  item('e7', 'Blog', '/enterprise/vlsi-technical-blog'),
  item('e8', 'Resources', '/enterprise/vlsi-technical-resources'),
  item('e9', 'Contact', '/enterprise/contact-us'),
];

export const DEFAULT_CHROME: Chrome = {
  headerButton: {
    buttonName: 'Free Demo Class',
    headerPhoneNumber: DEFAULT_CONTACTS.phoneNumber,
    admissionemailForHeader: DEFAULT_CONTACTS.email,
    whatsappNumberForHeader: DEFAULT_CONTACTS.whatsappNumber,
  },
  referAndEarn: { buttonName: 'Refer & Earn', buttonLink: '' },
  navigation: {
    blogLink: '/enterprise/vlsi-technical-blog',
    topLinks: [
      item('t1', 'Executive M.Tech', '/mtech-in-vlsi-design'),
      item('t2', 'iHUB IITR', '/ihub-iit-roorkee-online-courses'),
      item('t3', 'Internship', '/vlsi-design-internship'),
      item('t4', 'job oriented courses', '/best-vlsi-training-institute?tab=job_oriented'),
      item('t5', 'Placements', '/placement'),
      item('t6', 'Admission', '/application'),
    ],
    coursesMenu: [
      item('c1', 'VLSI Design & Verification', '/vlsi-design-functional-verification-job-oriented-course'),
      item('c2', 'ASIC Verification', '/asic-verification'),
      item('c3', 'Physical Design', '/physical-design-and-verification-course'),
      item('c4', 'Design for Testability', '/advanced-vlsi-design-and-dft-course'),
      item('c5', 'Embedded Systems', '/embedded-systems-course'),
    ],
    freeResourcesMenu: [
      item('r1', 'Free VLSI Courses', '/free-vlsi-courses'),
      item('r2', 'VLSI Projects', '/vlsi-projects'),
      item('r3', 'VLSI Podcast', '/vlsi-podcast'),
    ],
    organizationsMenu: [
      item('o1', 'Corporate Training', '/enterprise'),
      item('o2', 'Universities', '/university'),
      item('o3', 'Partners', '/partners'),
    ],
    freeOnlineCoursesButton: { buttonName: 'FREE Online Courses', buttonLink: 'https://learn.maven-silicon.com' },
  },
  footer: {
    address: 'Maven Silicon, Bengaluru, Karnataka, India',
    playStoreLink: 'https://play.google.com/store',
    appStoreLink: 'https://apps.apple.com',
    cta: { description: 'Start your VLSI career with industry experts.', reserveText: '', buttonName: 'Talk to a counsellor', buttonLink: '/vlsi-training-bangalore-contact-us' },
    courseLinks: [link('f1', 'VLSI Design & Verification', '/vlsi-design-functional-verification-job-oriented-course'), link('f2', 'Physical Design', '/physical-design-and-verification-course')],
    onlineCourseLinks: [link('f3', 'Online VLSI Design Course', '/online-vlsi-design-course')],
    skillTests: [],
    blogLinks: [],
    companyLinks: [
      link('f4', 'About us', '/about-us'),
      link('f5', 'Why choose us', '/university#whyMaven'),
      link('f6', 'Contact us', '/vlsi-training-bangalore-contact-us'),
    ],
    socialLinks: [],
  },
  contacts: null,
  consent: { ...CONSENT_DEFAULTS },
  texts: { ...SITE_TEXT_DEFAULTS },
};
