import type { Cta } from '../../lib/cms/types';
import { overrideLeadSource, type LeadSource } from '../../lib/leads/source';
import SmartLink from '../common/SmartLink';
import PopupButton from './PopupButton';
import styles from './content.module.scss';

/** The page's call to action: a link when the CMS gives one, otherwise the lead modal, whose
 *  leads carry the block's lead-source values over the entry's (`leadSource`). */
export default function CtaBlock({ cta, leadSource }: { cta: Cta | null; leadSource?: LeadSource }) {
  if (!cta) return null;
  return (
    <section className={styles.cta} aria-label="Next step">
      <div className="container">
        {cta.text && <p>{cta.text}</p>}
        {cta.link
          ? <SmartLink href={cta.link} className={styles.button}>{cta.buttonName}</SmartLink>
          : (
            <PopupButton className={styles.button} leadSource={overrideLeadSource({}, leadSource, cta.leadSource)}>
              {cta.buttonName}
            </PopupButton>
          )}
      </div>
    </section>
  );
}
