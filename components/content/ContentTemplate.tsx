import type { ReactNode } from 'react';
import type { Page } from '../../lib/cms/types';
import Hero from '../common/Hero';
import CtaBlock from './CtaBlock';
import Faqs from './Faqs';
import RichText from './RichText';
import SectionImage from './SectionImage';
import styles from './content.module.scss';

interface Props { page: Page; children?: ReactNode; afterHero?: ReactNode }

/** Every CMS `page` entry: title (the one h1), intro, sections, extra content, FAQs, CTA. */
export default function ContentTemplate({ page, children, afterHero }: Props) {
  return (
    <>
      <Hero title={page.title}>{page.intro && <p>{page.intro}</p>}</Hero>
      {afterHero}
      {page.sections.map((s, i) => (
        <section key={`${s.heading}-${i}`} id={s.anchor ?? undefined} className={`container ${styles.section}`} aria-labelledby={`s${i}-title`}>
          <h2 id={`s${i}-title`}>{s.heading}</h2>
          <div className={s.image ? styles.withImage : undefined}>
            <RichText html={s.bodyHtml} />
            {s.image && <SectionImage image={s.image} className={styles.image} />}
          </div>
        </section>
      ))}
      {children}
      <Faqs faqs={page.faqs} />
      <CtaBlock cta={page.cta} leadSource={page.leadSource} />
    </>
  );
}
