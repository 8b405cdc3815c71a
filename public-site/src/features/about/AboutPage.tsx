import { Button, formatNumber, useDocumentTitle } from '@ckb/design-system';
import { aboutStrings } from './strings.ts';
import styles from './AboutPage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';

/** /about: the statements of SPEC §1. */
function AboutPageContent() {
  useDocumentTitle(aboutStrings.aboutTitle);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{aboutStrings.aboutTitle}</h1>
        <p className={styles.lead}>{aboutStrings.aboutLead}</p>
      </header>
      <ul className={styles.statements}>
        {aboutStrings.aboutStatements.map((s, i) => (
          <li key={s.title} className={styles.statement}>
            <span className={styles.number} aria-hidden="true">
              {formatNumber(i + 1, { minimumIntegerDigits: 2 })}
            </span>
            <h2 className={styles.statementTitle}>{s.title}</h2>
            <p className={styles.statementText}>{s.text}</p>
          </li>
        ))}
      </ul>
      <div className={styles.cta}>
        <Button to="/staff" variant="secondary">
          {aboutStrings.aboutCta}
        </Button>
      </div>
    </div>
  );
}

export default function AboutPage() {
  return (
    <PageFrame>
      <AboutPageContent />
    </PageFrame>
  );
}
