import type { LegalDoc } from './legal-doc';
import styles from './LegalDocView.module.css';

/** Renders one legal text; the user agreement and the privacy policy share this view. */
export function LegalDocView({ doc, testId }: { doc: LegalDoc; testId: string }) {
  return (
    <article className={styles.page} data-testid={testId}>
      <h1 className={styles.title}>{doc.title}</h1>
      <p className={styles.updated}>{doc.updated}</p>
      {doc.intro.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
