import styles from './widgets.module.scss';

export default function ScrollToTop({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <button type="button" className={styles.scrollTop} aria-label="Scroll to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
