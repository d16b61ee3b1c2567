// What a page's layout shows for a CMS that is down or a field left empty: a complete, truthful
// page rather than a 500 (marketers' real texts live in the CMS; lib/cms/layoutContent.ts falls
// back on these field by field).
import type { TEXT_FIELDS } from '../../graphql/generated';
import { CONSENT_DEFAULTS, TEXTS } from '../constants';
import { SITE_TEXT_DEFAULTS } from './siteTexts';
import type { ContactData, ContactSet, FooterLink, LayoutContent, Media, MenuItem } from './types';
// The seed's hero illustration, as a data: URL.
import heroChip from '../../shared/seed-images/hero-chip.svg?inline';

// The site's own words while the CMS cannot answer are the CMS's seed (cms/seed/*.json), value for
// value: tests/unit/lib/cms/layoutContent.seed.test.ts fails on any drift. They are
// written out here, not imported, because the site never imports the CMS app (lint).
const link = (id: string, name: string, href: string, extra: Partial<FooterLink> = {}) => ({ id, name, link: href, ...extra });
const item = (id: string, subMenuName: string, subMenuLink: string) => ({ id, subMenuName, subMenuLink });

/** The course's and page's plain texts a marketer left empty that still need words (the others stay empty). */
export const ENTRY_TEXT_DEFAULTS: {
  course: Partial<Record<(typeof TEXT_FIELDS.course)[number], string>>;
  page: Partial<Record<(typeof TEXT_FIELDS.page)[number], string>>;
} = {
  course: { enquireButton: TEXTS.enquire, downloadButton: TEXTS.downloadCurriculum },
  page: { heroButton: TEXTS.bookDemo },
};

/** The home page's hero while the CMS cannot give its file (cms/seed/content/pages.js). */
export const HERO_IMAGE_DEFAULT: Media = { url: heroChip, alt: 'Illustration of a silicon chip with circuit traces', width: 600, height: 450 };

/** Spec §9's contact sets (cms/seed/b2c-marketing-header.json, b2b-marketing-header.json, marketing-contact.json). */
export const DEFAULT_CONTACT_SETS: Record<ContactSet, ContactData> = {
  'default-b2c': { email: 'courses@example.com', phoneNumber: '+91 90000 00010 (example)', whatsappNumber: '+91 90000 00011 (example)' },
  'default-b2b': { email: 'corporate@example.com', phoneNumber: '+91 90000 00020 (example)', whatsappNumber: '+91 90000 00021 (example)' },
  'mtech': { email: 'mtech-admissions@example.com', phoneNumber: '+91 90000 00030 (example)', whatsappNumber: '+91 90000 00031 (example)' },
  'paid-landing': { email: 'enquiry@example.com', phoneNumber: '+91 90000 00040 (example)', whatsappNumber: '+91 90000 00041 (example)' },
  'embedded-certification': { email: 'embedded@example.com', phoneNumber: '+91 90000 00050 (example)', whatsappNumber: '+91 90000 00051 (example)' },
  'landing-group': { email: 'landing@example.com', phoneNumber: '+91 90000 00060 (example)', whatsappNumber: '+91 90000 00061 (example)' },
  'enterprise': { email: 'corporate@example.com', phoneNumber: '+91 90000 00020 (example)', whatsappNumber: '+91 90000 00021 (example)' },
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

export const DEFAULT_LAYOUT_CONTENT: LayoutContent = {
  headerButton: {
    buttonName: 'Book a Free Demo Class',
    headerPhoneNumber: '+91 90000 00001 (example)',
    admissionemailForHeader: 'admissions@example.com',
    whatsappNumberForHeader: '+91 90000 00002 (example)',
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
      item('c1', 'Design Verification (Job Oriented)', '/vlsi-design-functional-verification-job-oriented-course'),
      item('c2', 'ASIC Verification', '/asic-verification'),
      item('c3', 'Advanced VLSI Design and DFT', '/advanced-vlsi-design-and-dft-course'),
      item('c4', 'Physical Design and Verification', '/physical-design-and-verification-course'),
      item('c5', 'Embedded Systems Course', '/embedded-systems-course'),
      item('c6', 'iHUB IITR – ASIC Verification', '/ihub-roorkee-iit-certification-course-asic-verification'),
      item('c7', 'iHUB IITR – Physical Design', '/ihub-iit-roorkee-course-physical-design'),
      item('c8', 'iHUB IITR – Design for Testability', '/ihub-roorkee-iit-online-course-dft'),
      item('c9', 'iHUB IITR – VLSI SoC Design', '/ihub-roorkee-iit-course-vlsi-soc-design'),
      item('c10', 'iHUB IITR – RISC-V IP Design', '/ihub-roorkee-iit-classes-risc-v-ip-design'),
      item('c11', 'iHUB IITR – RISC-V IP Verification', '/ihub-roorkee-iit-online-classes-risv-v-ip-verification'),
      item('c12', 'Executive Certification – Embedded System Design', '/executive-certification-on-embedded-system-design'),
      item('c13', 'Executive Certification – RISC-V SoC Design', '/executive-certification-in-risc-v-system-on-chip-soc-design'),
      item('c14', 'Executive Certification – VLSI Design Methodologies', '/executive-certification-in-vlsi-design-methodologies'),
      item('c15', 'Executive Certification – ASIC Verification', '/executive-certification-in-asic-verification'),
      item('c16', 'Executive Certification – Physical Design', '/executive-certification-on-physical-design'),
      item('c17', 'Executive Certification – Design for Testability', '/executive-certification-on-design-for-testability'),
    ],
    freeResourcesMenu: [
      item('r1', 'Free VLSI Courses', '/free-vlsi-courses'),
      item('r2', 'VLSI Projects', '/vlsi-projects'),
      item('r3', 'VLSI Podcast', '/vlsi-podcast'),
      item('r4', 'Free VLSI Workshop', '/free-vlsi-workshop'),
      item('r5', 'VLSI Jobs for Freshers', '/vlsi-jobs-for-freshers'),
      item('r6', 'Free VLSI Training Courses', '/vlsi/free-vlsi-training-courses'),
    ],
    organizationsMenu: [
      item('o1', 'Enterprise', '/enterprise'),
      item('o2', 'University', '/university'),
      item('o3', 'Partners', '/partners'),
      item('o4', 'Corporate Training', '/enterprise/corporate-training'),
      item('o5', 'Hire Talent', '/enterprise/corporate-hire-talent'),
    ],
    freeOnlineCoursesButton: { buttonName: 'FREE Online Courses', buttonLink: 'https://learn.maven-silicon.com' },
  },
  footer: {
    address: 'Example address – Maven, 2nd Floor, 21 Example Tech Park, Outer Ring Road, Marathahalli, Bengaluru, Karnataka 560037, India',
    playStoreLink: 'https://play.google.com/store/apps/details?id=com.example.maven',
    appStoreLink: 'https://apps.apple.com/in/app/maven-example/id0000000000',
    cta: {
      description: 'Start your VLSI career with hands-on training on industry-standard EDA tools, real chip projects and dedicated placement support.',
      reserveText: 'Limited seats in every batch – reserve yours today.',
      buttonName: 'Talk to a Counsellor',
      buttonLink: '/vlsi-training-bangalore-contact-us',
    },
    courseLinks: [
      link('f1', 'Design Verification Course', '/vlsi-design-functional-verification-job-oriented-course'),
      link('f2', 'Advanced VLSI Design and DFT', '/advanced-vlsi-design-and-dft-course'),
      link('f3', 'Physical Design Course', '/physical-design-and-verification-course'),
      link('f4', 'Embedded Systems Course', '/embedded-systems-course', { tag: 'new' }),
      link('f5', 'Executive M.Tech in VLSI Design', '/mtech-in-vlsi-design'),
      link('f6', 'VLSI Design Internship', '/vlsi-design-internship'),
      link('f7', 'RISC-V Trainings', '/risc-v-trainings'),
      link('f8', 'ARM Approved Training', '/arm-approved-training-partner'),
    ],
    onlineCourseLinks: [
      link('n1', 'Online VLSI Design and Verification', '/online-vlsi-design-verification-course'),
      link('n2', 'Online VLSI Design Course', '/online-vlsi-design-course'),
      link('n3', 'Verilog HDL Online Course', '/online-vlsi-design-verilog-hdl-course'),
      link('n4', 'SystemVerilog and UVM Online Course', '/online-vlsi-verification-systemverilog-uvm-course'),
      link('n5', 'iHUB IIT Roorkee Online Courses', '/ihub-iit-roorkee-online-courses', { tag: 'new' }),
    ],
    skillTests: [
      link('k1', 'Verilog Skill Test', 'https://learn.maven-silicon.com/skill-test/verilog', { target: '_blank' }),
      link('k2', 'SystemVerilog Skill Test', 'https://learn.maven-silicon.com/skill-test/systemverilog', { target: '_blank' }),
      link('k3', 'UVM Skill Test', 'https://learn.maven-silicon.com/skill-test/uvm', { target: '_blank' }),
      link('k4', 'Digital Electronics Skill Test', 'https://learn.maven-silicon.com/skill-test/digital-electronics', { target: '_blank' }),
    ],
    blogLinks: [
      link('b1', 'VLSI Technical Blog', '/enterprise/vlsi-technical-blog'),
      link('b2', 'VLSI Technical Resources', '/enterprise/vlsi-technical-resources'),
      link('b3', 'VLSI Podcast', '/vlsi-podcast'),
    ],
    companyLinks: [
      link('y1', 'About Us', '/about-us'),
      link('y2', 'Why Choose Us', '/university#whyMaven'),
      link('y3', 'Contact Us', '/vlsi-training-bangalore-contact-us'),
      link('y4', 'Careers', '/maven-career'),
      link('y5', 'Reviews & Testimonials', '/vlsi-training-institute-review-testimonial'),
    ],
    socialLinks: [
      { id: 's1', name: 'LinkedIn', link: 'https://www.linkedin.com/company/example-maven', image: null },
      { id: 's2', name: 'YouTube', link: 'https://www.youtube.com/@example-maven', image: null },
      { id: 's3', name: 'Instagram', link: 'https://www.instagram.com/example.maven', image: null },
      { id: 's4', name: 'Facebook', link: 'https://www.facebook.com/example.maven', image: null },
      { id: 's5', name: 'X', link: 'https://x.com/example_maven', image: null },
    ],
  },
  contacts: null,
  consent: { ...CONSENT_DEFAULTS },
  texts: { ...SITE_TEXT_DEFAULTS },
};

