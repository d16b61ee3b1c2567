import styles from './content.module.scss';

/** HTML that lib/cms/entries.ts sanitised on the server; never raw CMS text. */
export default function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`${styles.rich} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
