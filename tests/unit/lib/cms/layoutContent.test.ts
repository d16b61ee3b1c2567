import { DEFAULT_LAYOUT_CONTENT, DEFAULT_CONTACT_SETS, DEFAULT_ENTERPRISE_MENU } from '../../../../lib/cms/defaults';
import { safeHref } from '../../../../lib/cms/fields';
import { answer } from './answer';
import { splitCaption, toContactSet, toEnterpriseMenu, toFooter, toHeaderButton, toNavigation, toPopUp } from '../../../../lib/cms/layoutContent';

describe('CMS reshapers', () => {
  it('reads the header button from the v4 shape', () => {
    const data = { b2CComponant: { data: { attributes: { freeDemoClassButton: { buttonName: 'Book a free demo', headerPhoneNumber: '+91 1', admissionemailForHeader: 'a@b.c', whatsappNumberForHeader: '+91 2' } } } } };
    expect(toHeaderButton(answer(data), DEFAULT_LAYOUT_CONTENT.headerButton)).toEqual({ buttonName: 'Book a free demo', headerPhoneNumber: '+91 1', admissionemailForHeader: 'a@b.c', whatsappNumberForHeader: '+91 2' });
  });

  it('falls back field by field when the CMS is down or a field is empty', () => {
    expect(toHeaderButton(null, DEFAULT_LAYOUT_CONTENT.headerButton)).toEqual(DEFAULT_LAYOUT_CONTENT.headerButton);
    const partial = { b2CComponant: { data: { attributes: { freeDemoClassButton: { buttonName: '  ' } } } } };
    expect(toHeaderButton(answer(partial), DEFAULT_LAYOUT_CONTENT.headerButton).buttonName).toBe(DEFAULT_LAYOUT_CONTENT.headerButton.buttonName);
    expect(toNavigation(null, DEFAULT_LAYOUT_CONTENT.navigation)).toEqual(DEFAULT_LAYOUT_CONTENT.navigation);
    expect(toFooter(answer({ footer: { data: null } }), DEFAULT_LAYOUT_CONTENT.footer)).toEqual(DEFAULT_LAYOUT_CONTENT.footer);
  });

  it('drops CMS links with unsafe schemes', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/placement')).toBe('/placement');
    expect(safeHref('https://x.example/a')).toBe('https://x.example/a');
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeHref('tel:+91800')).toBe('tel:+91800');
    const nav = toNavigation(answer({ navigation: { data: { attributes: { coursesMenu: [
      { id: 1, subMenuName: 'Bad', subMenuLink: 'javascript:alert(1)' },
      { id: 2, subMenuName: 'Good', subMenuLink: '/asic-verification', target: '_self' },
    ] } } } }), DEFAULT_LAYOUT_CONTENT.navigation);
    expect(nav.coursesMenu).toEqual([{ id: '2', subMenuName: 'Good', subMenuLink: '/asic-verification', target: '_self' }]);
  });

  it('splits the popup caption on the double-asterisk marker', () => {
    expect(splitCaption('Get trained by **industry experts**')).toEqual({ plain: 'Get trained by ', highlight: 'industry experts' });
    expect(splitCaption('No marker')).toEqual({ plain: 'No marker', highlight: '' });
  });

  it('reads the attributes of the popup with its slug', () => {
    const data = { popUps: { data: [{ id: '1', attributes: { slug: 'other', sectionTitle: 'Not this one' } }, { id: '2', attributes: { slug: 's', sectionTitle: 'T', sectionCaption: 'a **b**', marketingLine: 'm', slugText: 'x', backgroundImage: { data: { attributes: { url: '/uploads/bg.png', width: 10, height: 5 } } } } }] } };
    expect(toPopUp(answer(data), 's')).toEqual({ slug: 's', sectionTitle: 'T', captionPlain: 'a ', captionHighlight: 'b', marketingLine: 'm', slugText: 'x', backgroundImage: { url: '/api/media/bg.png', alt: '', width: 10, height: 5 } });
    expect(toPopUp(answer(data), 'none')).toBeNull();
    expect(toPopUp({ popUps: { data: [] } }, 's')).toBeNull();
  });

  it('picks the contact set of the path (spec §9)', () => {
    const c = (n: number) => ({ email: `${n}@example.com`, phoneNumber: `+91 ${n}`, whatsappNumber: `+91 ${n}${n}` });
    const marketing = {
      b2cMarketingHeader: { data: { attributes: c(1) } },
      b2bMarketingHeader: { data: { attributes: c(2) } },
    };
    const contacts = { marketingContacts: { data: [
      { attributes: { key: 'mtech', ...c(3) } },
      { attributes: { key: 'landing-group', ...c(4) } },
    ] } };
    expect(toContactSet('default-b2c', marketing, DEFAULT_CONTACT_SETS['default-b2c'])).toEqual(c(1));
    expect(toContactSet('default-b2b', marketing, DEFAULT_CONTACT_SETS['default-b2b'])).toEqual(c(2));
    expect(toContactSet('mtech', contacts, DEFAULT_CONTACT_SETS['mtech'])).toEqual(c(3));
    expect(toContactSet('landing-group', contacts, DEFAULT_CONTACT_SETS['landing-group'])).toEqual(c(4));
    // A set the CMS does not have yet falls back to that set's own seed rather than showing nothing.
    expect(toContactSet('embedded-certification', contacts, DEFAULT_CONTACT_SETS['embedded-certification'])).toEqual(DEFAULT_CONTACT_SETS['embedded-certification']);
  });

  it('reads the enterprise menu, drops unsafe entries, falls back when it is empty', () => {
    const data = { enterpriseNavigation: { data: { attributes: { menu: [
      { id: 7, subMenuName: 'About us', subMenuLink: '/enterprise/about-us' },
      { id: 8, subMenuName: 'Evil', subMenuLink: 'javascript:alert(1)' },
      { id: 9, subMenuName: 'Brochure', subMenuLink: 'https://example.com/b.pdf', target: '_blank' },
    ] } } } };
    expect(toEnterpriseMenu(answer(data), DEFAULT_ENTERPRISE_MENU)).toEqual([
      { id: '7', subMenuName: 'About us', subMenuLink: '/enterprise/about-us' },
      { id: '9', subMenuName: 'Brochure', subMenuLink: 'https://example.com/b.pdf', target: '_blank' },
    ]);
    expect(toEnterpriseMenu(answer({ enterpriseNavigation: { data: { attributes: { menu: [] } } } }), DEFAULT_ENTERPRISE_MENU)).toEqual(DEFAULT_ENTERPRISE_MENU);
    expect(toEnterpriseMenu(null, DEFAULT_ENTERPRISE_MENU)).toEqual(DEFAULT_ENTERPRISE_MENU);
  });
});
