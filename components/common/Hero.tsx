import type { ReactNode } from 'react';
import { FIRST_SCREEN_ID } from '../../lib/constants';
import styles from './hero.module.scss';

export default function Hero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.hero} id={FIRST_SCREEN_ID}>
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
