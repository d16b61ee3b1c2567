/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
export type Enum_Course_Category =
  | 'embedded'
  | 'executive_certification'
  | 'iit_certification'
  | 'job_oriented'
  | 'mtech'
  | 'online'
  | 'part_time';

export type PublicationStatus =
  | 'DRAFT'
  | 'PUBLISHED';

export type CourseTextsFragment = { title: string, tagline: string | null, duration: string | null, mode: string | null, nextBatch: string | null, enquireButton: string | null, downloadButton: string | null, curriculumDownloadId: string | null, feeNote: string | null };

export type FormTextTextsFragment = { leadNameLabel: string | null, leadEmailLabel: string | null, leadCountryLabel: string | null, leadStateLabel: string | null, leadStateLoading: string | null, leadStatePlaceholder: string | null, leadPhoneLabel: string | null, leadExperienceLabel: string | null, leadExperiencePlaceholder: string | null, leadExperienceStudent: string | null, leadExperienceUnder1: string | null, leadExperience1To2: string | null, leadExperience2To3: string | null, leadExperience3To5: string | null, leadExperience5To8: string | null, leadExperience8To12: string | null, leadExperience12To15: string | null, leadExperienceOver15: string | null, leadMessageLabel: string | null, leadMessageCount: string | null, captchaLabel: string | null, leadSubmit: string | null, leadSuccessBanner: string | null, formErrorBanner: string | null, errorNameChange: string | null, errorNameSubmit: string | null, errorEmailChange: string | null, errorEmailEmpty: string | null, errorEmailInvalid: string | null, errorWorkExperienceChange: string | null, errorWorkExperienceSubmit: string | null, errorCountry: string | null, errorRegion: string | null, errorPhoneEmpty: string | null, errorPhoneChange: string | null, errorPhoneSubmit: string | null, errorCaptchaEmpty: string | null, errorCaptchaInvalid: string | null, errorMessageTooLong: string | null, errorRequestType: string | null, errorContact: string | null, enterpriseNameLabel: string | null, enterpriseEmailLabel: string | null, enterprisePhoneLabel: string | null, enterpriseNote: string | null, downloadEmailLabel: string | null, downloadButton: string | null, downloadStarted: string | null, downloadRecorded: string | null, downloadFallback: string | null, downloadFallbackLink: string | null, dataRightsTitle: string | null, dataRightsDescription: string | null, dataRightsIntro: string | null, dataRightsPrivacyLink: string | null, dataRightsFormHeading: string | null, dataRequestTypeLabel: string | null, dataRequestTypePlaceholder: string | null, dataRequestWithdraw: string | null, dataRequestAccess: string | null, dataRequestCorrect: string | null, dataRequestErase: string | null, dataRequestEmailLabel: string | null, dataRequestPhoneLabel: string | null, dataRequestMessageLabel: string | null, dataRequestSubmit: string | null, dataRequestDone: string | null };

export type CourseByPathQueryVariables = Exact<{
  path: string;
  status?: PublicationStatus | null | undefined;
}>;


export type CourseByPathQuery = { courses: { data: Array<{ id: string, attributes: { path: string, category: Enum_Course_Category, updatedAt: string | null, eligibility: string | null, fee: number | null, feeCurrency: string | null, weeks: number | null, hoursPerWeek: number | null, title: string, tagline: string | null, duration: string | null, mode: string | null, nextBatch: string | null, enquireButton: string | null, downloadButton: string | null, curriculumDownloadId: string | null, feeNote: string | null, heroImage: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null, highlights: Array<{ title: string, description: string | null } | null> | null, curriculum: Array<{ title: string, topics: string | null } | null> | null, tools: Array<{ name: string } | null> | null, outcomes: Array<{ label: string, value: string } | null> | null, faqs: Array<{ question: string, answer: string } | null> | null, curriculumDocument: { data: { attributes: { url: string, name: string } } } | null, cta: { text: string | null, buttonName: string | null, link: string | null, leadSource: { source: string | null, sub_source: string | null, channel: string | null, oldSource: string | null } | null } | null, leadSource: { source: string | null, sub_source: string | null, channel: string | null, oldSource: string | null } | null, seo: { metaTitle: string | null, metaDescription: string | null, ogImage: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null } | null, batches: Array<{ startDate: string, mode: string | null, seatsLeft: number | null } | null> | null } }> } };

export type PageByPathQueryVariables = Exact<{
  path: string;
  status?: PublicationStatus | null | undefined;
}>;


export type PageByPathQuery = { pages: { data: Array<{ id: string, attributes: { path: string, updatedAt: string | null, title: string, intro: string | null, heroButton: string | null, heroImage: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null, sections: Array<{ heading: string, body: string | null, anchor: string | null, image: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null } | null> | null, faqs: Array<{ question: string, answer: string } | null> | null, cta: { text: string | null, buttonName: string | null, link: string | null, leadSource: { source: string | null, sub_source: string | null, channel: string | null, oldSource: string | null } | null } | null, documents: Array<{ downloadId: string, title: string | null, description: string | null, file: { data: { attributes: { url: string, name: string } } } | null } | null> | null, leadSource: { source: string | null, sub_source: string | null, channel: string | null, oldSource: string | null } | null, seo: { metaTitle: string | null, metaDescription: string | null, ogImage: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null } | null } }> } };

export type ContentRoutesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentRoutesQuery = { courses: { data: Array<{ attributes: { path: string, updatedAt: string | null } }> }, pages: { data: Array<{ attributes: { path: string, updatedAt: string | null } }> } };

export type CourseCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseCardsQuery = { courses: { data: Array<{ attributes: { path: string, category: Enum_Course_Category, title: string, tagline: string | null, duration: string | null, mode: string | null } }> } };

export type TestimonialsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestimonialsQuery = { testimonials: { data: Array<{ id: string, attributes: { name: string, role: string | null, company: string | null, quote: string } }> } };

export type RedirectsQueryVariables = Exact<{ [key: string]: never; }>;


export type RedirectsQuery = { redirects: { data: Array<{ attributes: { from: string, to: string, permanent: boolean } }> } };

export type MediaFragment = { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } };

export type FileFragment = { data: { attributes: { url: string, name: string } } };

export type SeoFragment = { metaTitle: string | null, metaDescription: string | null, ogImage: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null };

export type LeadSourceFragment = { source: string | null, sub_source: string | null, channel: string | null, oldSource: string | null };

export type CtaFragment = { text: string | null, buttonName: string | null, link: string | null, leadSource: { source: string | null, sub_source: string | null, channel: string | null, oldSource: string | null } | null };

export type MenuItemFragment = { id: string, subMenuName: string, subMenuLink: string, target: string | null };

export type FooterLinkFragment = { id: string, name: string, link: string, tag: string | null, target: string | null, additionalClass: string | null };

export type PopUpQueryVariables = Exact<{
  slug: string;
  status?: PublicationStatus | null | undefined;
}>;


export type PopUpQuery = { popUps: { data: Array<{ id: string, attributes: { slug: string, sectionTitle: string | null, sectionCaption: string | null, marketingLine: string | null, slugText: string | null, backgroundImage: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null } }> } };

export type HeaderButtonQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type HeaderButtonQuery = { b2CComponant: { data: { attributes: { freeDemoClassButton: { buttonName: string | null, headerPhoneNumber: string | null, admissionemailForHeader: string | null, whatsappNumberForHeader: string | null } | null } } } | null };

export type ReferAndEarnQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type ReferAndEarnQuery = { b2CComponant: { data: { attributes: { referAndEarn: { buttonLink: string | null, buttonName: string | null } | null } } } | null };

export type MarketingHeaderQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type MarketingHeaderQuery = { b2cMarketingHeader: { data: { attributes: { email: string | null, whatsappNumber: string | null, phoneNumber: string | null } } } | null, b2bMarketingHeader: { data: { attributes: { email: string | null, whatsappNumber: string | null, phoneNumber: string | null } } } | null };

export type MarketingContactsQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type MarketingContactsQuery = { marketingContacts: { data: Array<{ attributes: { key: string, email: string | null, phoneNumber: string | null, whatsappNumber: string | null } }> } };

export type NavigationQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type NavigationQuery = { navigation: { data: { attributes: { blogLink: string | null, topLinks: Array<{ id: string, subMenuName: string, subMenuLink: string, target: string | null } | null> | null, coursesMenu: Array<{ id: string, subMenuName: string, subMenuLink: string, target: string | null } | null> | null, freeResourcesMenu: Array<{ id: string, subMenuName: string, subMenuLink: string, target: string | null } | null> | null, organizationsMenu: Array<{ id: string, subMenuName: string, subMenuLink: string, target: string | null } | null> | null, freeOnlineCoursesButton: { buttonName: string | null, buttonLink: string | null } | null } } } | null };

export type ConsentNoticeQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type ConsentNoticeQuery = { consentNotice: { data: { attributes: { text: string, version: string, optInLabel: string, adMeasurementLabel: string, privacyLinkLabel: string | null, dataRightsLinkLabel: string | null } } } | null };

export type EnterpriseNavigationQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type EnterpriseNavigationQuery = { enterpriseNavigation: { data: { attributes: { demoButton: string | null, menu: Array<{ id: string, subMenuName: string, subMenuLink: string, target: string | null } | null> | null } } } | null };

export type FooterQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type FooterQuery = { footer: { data: { attributes: { address: string | null, playStoreLink: string | null, appStoreLink: string | null, cta: { description: string | null, reserveText: string | null, buttonName: string | null, buttonLink: string | null } | null, courseLinks: Array<{ id: string, name: string, link: string, tag: string | null, target: string | null, additionalClass: string | null } | null> | null, onlineCourseLinks: Array<{ id: string, name: string, link: string, tag: string | null, target: string | null, additionalClass: string | null } | null> | null, skillTests: Array<{ id: string, name: string, link: string, tag: string | null, target: string | null, additionalClass: string | null } | null> | null, blogLinks: Array<{ id: string, name: string, link: string, tag: string | null, target: string | null, additionalClass: string | null } | null> | null, companyLinks: Array<{ id: string, name: string, link: string, tag: string | null, target: string | null, additionalClass: string | null } | null> | null, socialLinks: Array<{ id: string, name: string, link: string, image: { data: { attributes: { url: string, alternativeText: string | null, width: number | null, height: number | null } } } | null } | null> | null } } } | null };

export type SiteTextsQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type SiteTextsQuery = { siteText: { data: { attributes: { menuAboutUs: string | null, menuBlog: string | null, menuCourses: string | null, menuFreeResources: string | null, menuForOrganizations: string | null, menuMavenGlobal: string | null, homeCoursesHeading: string | null, homeGroupJobOriented: string | null, homeGroupExecutive: string | null, homeGroupIit: string | null, homeGroupMtechOnline: string | null, homeRecruitersHeading: string | null, testimonialsHeading: string | null, courseTabsHeading: string | null, courseToolsHeading: string | null, courseEligibilityHeading: string | null, courseHighlightsHeading: string | null, courseCurriculumHeading: string | null, courseModuleLabel: string | null, courseCardsEmpty: string | null, courseDetailsLink: string | null, courseTabJobOriented: string | null, courseTabPartTime: string | null, faqHeading: string | null, courseOutcomesHeading: string | null, courseFactDuration: string | null, courseFactMode: string | null, courseFactNextBatch: string | null, courseFactFee: string | null, courseBatchesHeading: string | null, courseBatchStarts: string | null, courseBatchSeats: string | null, curriculumDownloadTitle: string | null, curriculumDownloadDescription: string | null, enterpriseFooterHeading: string | null, enterpriseDemoSubmit: string | null, footerGooglePlay: string | null, footerAppStore: string | null, footerPrivacyPolicy: string | null, footerTerms: string | null, footerCompany: string | null, footerCourses: string | null, footerOnlineCourses: string | null, footerSkillTests: string | null, footerBlog: string | null, whatsappLabel: string | null, whatsappPrefill: string | null, pageTitle: string | null, homePageTitle: string | null, defaultDescription: string | null, notFoundTitle: string | null, notFoundText: string | null, notFoundHomeLink: string | null, notFoundMenuHint: string | null, confirmTitle: string | null, confirmIntro: string | null, confirmButton: string | null, confirmDoneRequest: string | null, confirmDoneOptIn: string | null, confirmUsed: string | null, confirmExpired: string | null, confirmInvalid: string | null, confirmFailed: string | null, footerDataRights: string | null, footerCopyright: string | null, skipToContent: string | null, chatIntro: string | null, chatWhatsApp: string | null, chatCall: string | null } } } | null };

export type FormTextsQueryVariables = Exact<{
  status?: PublicationStatus | null | undefined;
}>;


export type FormTextsQuery = { formText: { data: { attributes: { leadNameLabel: string | null, leadEmailLabel: string | null, leadCountryLabel: string | null, leadStateLabel: string | null, leadStateLoading: string | null, leadStatePlaceholder: string | null, leadPhoneLabel: string | null, leadExperienceLabel: string | null, leadExperiencePlaceholder: string | null, leadExperienceStudent: string | null, leadExperienceUnder1: string | null, leadExperience1To2: string | null, leadExperience2To3: string | null, leadExperience3To5: string | null, leadExperience5To8: string | null, leadExperience8To12: string | null, leadExperience12To15: string | null, leadExperienceOver15: string | null, leadMessageLabel: string | null, leadMessageCount: string | null, captchaLabel: string | null, leadSubmit: string | null, leadSuccessBanner: string | null, formErrorBanner: string | null, errorNameChange: string | null, errorNameSubmit: string | null, errorEmailChange: string | null, errorEmailEmpty: string | null, errorEmailInvalid: string | null, errorWorkExperienceChange: string | null, errorWorkExperienceSubmit: string | null, errorCountry: string | null, errorRegion: string | null, errorPhoneEmpty: string | null, errorPhoneChange: string | null, errorPhoneSubmit: string | null, errorCaptchaEmpty: string | null, errorCaptchaInvalid: string | null, errorMessageTooLong: string | null, errorRequestType: string | null, errorContact: string | null, enterpriseNameLabel: string | null, enterpriseEmailLabel: string | null, enterprisePhoneLabel: string | null, enterpriseNote: string | null, downloadEmailLabel: string | null, downloadButton: string | null, downloadStarted: string | null, downloadRecorded: string | null, downloadFallback: string | null, downloadFallbackLink: string | null, dataRightsTitle: string | null, dataRightsDescription: string | null, dataRightsIntro: string | null, dataRightsPrivacyLink: string | null, dataRightsFormHeading: string | null, dataRequestTypeLabel: string | null, dataRequestTypePlaceholder: string | null, dataRequestWithdraw: string | null, dataRequestAccess: string | null, dataRequestCorrect: string | null, dataRequestErase: string | null, dataRequestEmailLabel: string | null, dataRequestPhoneLabel: string | null, dataRequestMessageLabel: string | null, dataRequestSubmit: string | null, dataRequestDone: string | null } } } | null };

export type SiteTextTextsFragment = { menuAboutUs: string | null, menuBlog: string | null, menuCourses: string | null, menuFreeResources: string | null, menuForOrganizations: string | null, menuMavenGlobal: string | null, homeCoursesHeading: string | null, homeGroupJobOriented: string | null, homeGroupExecutive: string | null, homeGroupIit: string | null, homeGroupMtechOnline: string | null, homeRecruitersHeading: string | null, testimonialsHeading: string | null, courseTabsHeading: string | null, courseToolsHeading: string | null, courseEligibilityHeading: string | null, courseHighlightsHeading: string | null, courseCurriculumHeading: string | null, courseModuleLabel: string | null, courseCardsEmpty: string | null, courseDetailsLink: string | null, courseTabJobOriented: string | null, courseTabPartTime: string | null, faqHeading: string | null, courseOutcomesHeading: string | null, courseFactDuration: string | null, courseFactMode: string | null, courseFactNextBatch: string | null, courseFactFee: string | null, courseBatchesHeading: string | null, courseBatchStarts: string | null, courseBatchSeats: string | null, curriculumDownloadTitle: string | null, curriculumDownloadDescription: string | null, enterpriseFooterHeading: string | null, enterpriseDemoSubmit: string | null, footerGooglePlay: string | null, footerAppStore: string | null, footerPrivacyPolicy: string | null, footerTerms: string | null, footerCompany: string | null, footerCourses: string | null, footerOnlineCourses: string | null, footerSkillTests: string | null, footerBlog: string | null, whatsappLabel: string | null, whatsappPrefill: string | null, pageTitle: string | null, homePageTitle: string | null, defaultDescription: string | null, notFoundTitle: string | null, notFoundText: string | null, notFoundHomeLink: string | null, notFoundMenuHint: string | null, confirmTitle: string | null, confirmIntro: string | null, confirmButton: string | null, confirmDoneRequest: string | null, confirmDoneOptIn: string | null, confirmUsed: string | null, confirmExpired: string | null, confirmInvalid: string | null, confirmFailed: string | null, footerDataRights: string | null, footerCopyright: string | null, skipToContent: string | null, chatIntro: string | null, chatWhatsApp: string | null, chatCall: string | null };

export type PageTextsFragment = { title: string, intro: string | null, heroButton: string | null };


// The plain texts of each type, from its cms/src/api/*/content-types/*/schema.json (codegen.ts).
export const TEXT_FRAGMENTS = {
  course: gql`fragment CourseTexts on Course { title tagline duration mode nextBatch enquireButton downloadButton curriculumDownloadId feeNote }`,
  page: gql`fragment PageTexts on Page { title intro heroButton }`,
  siteText: gql`fragment SiteTextTexts on SiteText { menuAboutUs menuBlog menuCourses menuFreeResources menuForOrganizations menuMavenGlobal homeCoursesHeading homeGroupJobOriented homeGroupExecutive homeGroupIit homeGroupMtechOnline homeRecruitersHeading testimonialsHeading courseTabsHeading courseToolsHeading courseEligibilityHeading courseHighlightsHeading courseCurriculumHeading courseModuleLabel courseCardsEmpty courseDetailsLink courseTabJobOriented courseTabPartTime faqHeading courseOutcomesHeading courseFactDuration courseFactMode courseFactNextBatch courseFactFee courseBatchesHeading courseBatchStarts courseBatchSeats curriculumDownloadTitle curriculumDownloadDescription enterpriseFooterHeading enterpriseDemoSubmit footerGooglePlay footerAppStore footerPrivacyPolicy footerTerms footerCompany footerCourses footerOnlineCourses footerSkillTests footerBlog whatsappLabel whatsappPrefill pageTitle homePageTitle defaultDescription notFoundTitle notFoundText notFoundHomeLink notFoundMenuHint confirmTitle confirmIntro confirmButton confirmDoneRequest confirmDoneOptIn confirmUsed confirmExpired confirmInvalid confirmFailed footerDataRights footerCopyright skipToContent chatIntro chatWhatsApp chatCall }`,
  formText: gql`fragment FormTextTexts on FormText { leadNameLabel leadEmailLabel leadCountryLabel leadStateLabel leadStateLoading leadStatePlaceholder leadPhoneLabel leadExperienceLabel leadExperiencePlaceholder leadExperienceStudent leadExperienceUnder1 leadExperience1To2 leadExperience2To3 leadExperience3To5 leadExperience5To8 leadExperience8To12 leadExperience12To15 leadExperienceOver15 leadMessageLabel leadMessageCount captchaLabel leadSubmit leadSuccessBanner formErrorBanner errorNameChange errorNameSubmit errorEmailChange errorEmailEmpty errorEmailInvalid errorWorkExperienceChange errorWorkExperienceSubmit errorCountry errorRegion errorPhoneEmpty errorPhoneChange errorPhoneSubmit errorCaptchaEmpty errorCaptchaInvalid errorMessageTooLong errorRequestType errorContact enterpriseNameLabel enterpriseEmailLabel enterprisePhoneLabel enterpriseNote downloadEmailLabel downloadButton downloadStarted downloadRecorded downloadFallback downloadFallbackLink dataRightsTitle dataRightsDescription dataRightsIntro dataRightsPrivacyLink dataRightsFormHeading dataRequestTypeLabel dataRequestTypePlaceholder dataRequestWithdraw dataRequestAccess dataRequestCorrect dataRequestErase dataRequestEmailLabel dataRequestPhoneLabel dataRequestMessageLabel dataRequestSubmit dataRequestDone }`,
};
export const TEXT_FIELDS = {
  course: ['title', 'tagline', 'duration', 'mode', 'nextBatch', 'enquireButton', 'downloadButton', 'curriculumDownloadId', 'feeNote'] as const,
  page: ['title', 'intro', 'heroButton'] as const,
  siteText: ['menuAboutUs', 'menuBlog', 'menuCourses', 'menuFreeResources', 'menuForOrganizations', 'menuMavenGlobal', 'homeCoursesHeading', 'homeGroupJobOriented', 'homeGroupExecutive', 'homeGroupIit', 'homeGroupMtechOnline', 'homeRecruitersHeading', 'testimonialsHeading', 'courseTabsHeading', 'courseToolsHeading', 'courseEligibilityHeading', 'courseHighlightsHeading', 'courseCurriculumHeading', 'courseModuleLabel', 'courseCardsEmpty', 'courseDetailsLink', 'courseTabJobOriented', 'courseTabPartTime', 'faqHeading', 'courseOutcomesHeading', 'courseFactDuration', 'courseFactMode', 'courseFactNextBatch', 'courseFactFee', 'courseBatchesHeading', 'courseBatchStarts', 'courseBatchSeats', 'curriculumDownloadTitle', 'curriculumDownloadDescription', 'enterpriseFooterHeading', 'enterpriseDemoSubmit', 'footerGooglePlay', 'footerAppStore', 'footerPrivacyPolicy', 'footerTerms', 'footerCompany', 'footerCourses', 'footerOnlineCourses', 'footerSkillTests', 'footerBlog', 'whatsappLabel', 'whatsappPrefill', 'pageTitle', 'homePageTitle', 'defaultDescription', 'notFoundTitle', 'notFoundText', 'notFoundHomeLink', 'notFoundMenuHint', 'confirmTitle', 'confirmIntro', 'confirmButton', 'confirmDoneRequest', 'confirmDoneOptIn', 'confirmUsed', 'confirmExpired', 'confirmInvalid', 'confirmFailed', 'footerDataRights', 'footerCopyright', 'skipToContent', 'chatIntro', 'chatWhatsApp', 'chatCall'] as const,
  formText: ['leadNameLabel', 'leadEmailLabel', 'leadCountryLabel', 'leadStateLabel', 'leadStateLoading', 'leadStatePlaceholder', 'leadPhoneLabel', 'leadExperienceLabel', 'leadExperiencePlaceholder', 'leadExperienceStudent', 'leadExperienceUnder1', 'leadExperience1To2', 'leadExperience2To3', 'leadExperience3To5', 'leadExperience5To8', 'leadExperience8To12', 'leadExperience12To15', 'leadExperienceOver15', 'leadMessageLabel', 'leadMessageCount', 'captchaLabel', 'leadSubmit', 'leadSuccessBanner', 'formErrorBanner', 'errorNameChange', 'errorNameSubmit', 'errorEmailChange', 'errorEmailEmpty', 'errorEmailInvalid', 'errorWorkExperienceChange', 'errorWorkExperienceSubmit', 'errorCountry', 'errorRegion', 'errorPhoneEmpty', 'errorPhoneChange', 'errorPhoneSubmit', 'errorCaptchaEmpty', 'errorCaptchaInvalid', 'errorMessageTooLong', 'errorRequestType', 'errorContact', 'enterpriseNameLabel', 'enterpriseEmailLabel', 'enterprisePhoneLabel', 'enterpriseNote', 'downloadEmailLabel', 'downloadButton', 'downloadStarted', 'downloadRecorded', 'downloadFallback', 'downloadFallbackLink', 'dataRightsTitle', 'dataRightsDescription', 'dataRightsIntro', 'dataRightsPrivacyLink', 'dataRightsFormHeading', 'dataRequestTypeLabel', 'dataRequestTypePlaceholder', 'dataRequestWithdraw', 'dataRequestAccess', 'dataRequestCorrect', 'dataRequestErase', 'dataRequestEmailLabel', 'dataRequestPhoneLabel', 'dataRequestMessageLabel', 'dataRequestSubmit', 'dataRequestDone'] as const,
};
