import type { CourseCard, Page, Section, Testimonial } from '../../lib/cms/types';
import CtaBlock from '../content/CtaBlock';
import SectionImage from '../content/SectionImage';
import Faqs from '../content/Faqs';
import PopupButton from '../content/PopupButton';
import RichText from '../content/RichText';
import content from '../content/content.module.scss';
import CourseCards from '../course/CourseCards';
import Testimonials from './Testimonials';
import VectorImage from '../common/VectorImage';
import { ServerHtml } from '../common/deferHydration';
import styles from './home.module.scss';
import { FIRST_SCREEN_ID, type SiteTextKey } from '../../lib/constants';
import { useSiteTexts } from '../common/SiteTexts';

/** Course groups of the home page, in the order a visitor compares them; their titles are site texts. */
const GROUPS: { title: SiteTextKey; categories: string[] }[] = [
  { title: 'homeGroupJobOriented', categories: ['job_oriented', 'embedded'] },
  { title: 'homeGroupExecutive', categories: ['executive_certification', 'part_time'] },
  { title: 'homeGroupIit', categories: ['iit_certification'] },
  { title: 'homeGroupMtechOnline', categories: ['mtech', 'online'] },
];

function CmsSection({ section, children }: { section: Section | undefined; children?: React.ReactNode }) {
  if (!section) return <>{children}</>;
  return (
    <section id={section.anchor ?? undefined} className={`container ${styles.section}`} aria-labelledby={`${section.anchor}-title`}>
      <h2 id={`${section.anchor}-title`}>{section.heading}</h2>
      <RichText html={section.bodyHtml} />
      {children}
    </section>
  );
}

/** The landing page: hero, courses, placements, recruiters, testimonials, university, FAQ, contact. */
export default function HomeTemplate({ page, courses, testimonials }: { page: Page; courses: CourseCard[]; testimonials: Testimonial[] }) {
  const at = (anchor: string) => page.sections.find((s) => s.anchor === anchor);
  // Their pictures (recruiters' logos, the campus) and alt texts are the sections' CMS images.
  const placements = at('placements');
  const university = at('university');
  const texts = useSiteTexts();
  const hero = page.heroImage;
  return (
    <>
      <section className={styles.hero} id={FIRST_SCREEN_ID}>
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <h1>{page.title}</h1>
            {page.intro && <p>{page.intro}</p>}
            <PopupButton className={content.button} leadSource={page.leadSource}>{page.heroButton}</PopupButton>
          </div>
          {/* The page's largest paint: a small vector rides in the HTML as a data: URL (lib/cms/index.ts). */}
          {hero && (
            <VectorImage
              src={hero.url} alt={hero.alt} width={hero.width || 600} height={hero.height || 450} priority className={styles.heroImage} />
          )}
        </div>
      </section>
      <ServerHtml>
        <CmsSection section={at('whyMaven')} />
        <section className={`container ${styles.section}`} aria-labelledby="courses-title" id="courses">
          <h2 id="courses-title">{texts.homeCoursesHeading}</h2>
          {GROUPS.map((g) => {
            const list = courses.filter((c) => g.categories.includes(c.category));
            if (!list.length) return null;
            return (
              <div key={g.title} className={styles.group}><h3>{texts[g.title]}</h3><CourseCards courses={list} headingLevel={4} /></div>
            );
          })}
        </section>
      </ServerHtml>
      <CmsSection section={placements}>
        <h3>{texts.homeRecruitersHeading}</h3>
        {placements?.image && <SectionImage image={placements.image} sizes="(max-width: 1200px) 100vw, 1000px" className={styles.wide} />}
      </CmsSection>
      <ServerHtml><Testimonials items={testimonials} /></ServerHtml>
      <CmsSection section={university}>
        {university?.image && <SectionImage image={university.image} className={styles.side} />}
      </CmsSection>
      <ServerHtml>
        <Faqs faqs={page.faqs} />
        <CmsSection section={at('contact')} />
      </ServerHtml>
      <CtaBlock cta={page.cta} leadSource={page.leadSource} />
    </>
  );
}
