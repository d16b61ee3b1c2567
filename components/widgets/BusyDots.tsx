import styles from './widgets.module.scss';

/** Spec §2 busy indicator: three bouncing dots. */
export default function BusyDots({ label }: { label: string }) {
  return (
    <span className={styles.dots} role="img" aria-label={label}>
      <span /><span /><span />
    </span>
  );
}
