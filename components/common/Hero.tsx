import type { ReactNode } from 'react';
import styles from './hero.module.scss';

export default function Hero({ title, children, id }: { title: string; children?: ReactNode; id?: string }) {
  return (
    <section className={styles.hero} id={id}>
      <div className="container">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
