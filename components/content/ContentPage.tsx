import type { ReactNode } from 'react';
import type { Content } from '../../lib/cms/types';
import { courseJsonLd, faqJsonLd } from '../../lib/seo/jsonLd';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '../../lib/seo/site';
import PageHead from '../common/PageHead';
import CourseTemplate from '../course/CourseTemplate';
import ContentTemplate from './ContentTemplate';

const titleOf = (metaTitle: string, title: string) => metaTitle || `${title} | ${SITE_NAME}`;

/** Head (title, description, canonical, OG, JSON-LD) + the template for one CMS entry. */
export default function ContentPage({ content, children, afterHero, noindex }: {
  content: Content; children?: ReactNode; afterHero?: ReactNode; /** Kept out of search results. */ noindex?: boolean;
}) {
  if (content.kind === 'course') {
    const c = content.course;
    return (
      <>
        <PageHead title={titleOf(c.seo.metaTitle, c.title)} description={c.seo.metaDescription || c.tagline || DEFAULT_DESCRIPTION}
          path={c.path} ogImage={c.seo.ogImage ?? c.heroImage} jsonLd={[courseJsonLd(c), faqJsonLd(c.faqs)]} noindex={noindex} />
        <CourseTemplate course={c} />
      </>
    );
  }
  const p = content.page;
  return (
    <>
      <PageHead title={titleOf(p.seo.metaTitle, p.title)} description={p.seo.metaDescription || p.intro || DEFAULT_DESCRIPTION}
        path={p.path} ogImage={p.seo.ogImage} jsonLd={[faqJsonLd(p.faqs)]} noindex={noindex} />
      <ContentTemplate page={p} afterHero={afterHero}>{children}</ContentTemplate>
    </>
  );
}
