import type { ReactNode } from 'react';
import type { Content } from '../../lib/cms/types';
import { courseJsonLd, faqJsonLd } from '../../lib/seo/jsonLd';
import { fillText, useSiteTexts } from '../common/SiteTexts';
import PageHead from '../common/PageHead';
import CourseTemplate from '../course/CourseTemplate';
import ContentTemplate from './ContentTemplate';

/** Head (title, description, canonical, OG, JSON-LD) + the template for one CMS entry. */
export default function ContentPage({ content, children, afterHero, noindex }: {
  content: Content; children?: ReactNode; afterHero?: ReactNode; /** Kept out of search results. */ noindex?: boolean;
}) {
  const texts = useSiteTexts();
  if (content.kind === 'course') {
    const c = content.course;
    return (
      <>
        <PageHead
          title={c.seo.metaTitle || fillText(texts.pageTitle, { title: c.title })}
          description={c.seo.metaDescription || c.tagline || texts.defaultDescription}
          path={c.path} ogImage={c.seo.ogImage ?? c.heroImage} jsonLd={[courseJsonLd(c), faqJsonLd(c.faqs)]} noindex={noindex} />
        <CourseTemplate course={c} />
      </>
    );
  }
  const p = content.page;
  return (
    <>
      <PageHead
        title={p.seo.metaTitle || fillText(texts.pageTitle, { title: p.title })}
        description={p.seo.metaDescription || p.intro || texts.defaultDescription}
        path={p.path} ogImage={p.seo.ogImage} jsonLd={[faqJsonLd(p.faqs)]} noindex={noindex} />
      <ContentTemplate page={p} afterHero={afterHero}>{children}</ContentTemplate>
    </>
  );
}
