import { Button, EmptyState, useDocumentTitle } from '@ckb/design-system';
import { strings } from '../../strings.ts';
import styles from './PlaceholderPage.module.css';

export default function PlaceholderPage() {
  useDocumentTitle(strings.placeholderTitle, strings.admin);
  return (
    <div className={styles.page}>
      <EmptyState
        titleAs="h1"
        title={strings.placeholderTitle}
        action={
          <Button to="/admin" variant="secondary">
            {strings.backToDashboard}
          </Button>
        }
      >
        {strings.placeholderBody}
      </EmptyState>
    </div>
  );
}
