import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';
import * as styles from './operator-console.css';

type ContactsExportButtonProps = {
  exporting: boolean;
  /** The last export failed: said beside the button until the next try. */
  error: string | null;
  onExport: () => void;
};

/** The console toolbar's "Export contacts": the organisation's leads as a CSV file. */
export function ContactsExportButton({ exporting, error, onExport }: ContactsExportButtonProps) {
  const t = useConsoleTexts();
  // Errors are the machines' catalogue texts (English): shown in the page's language.
  const { known } = useTexts();
  return (
    <>
      <button type="button" className={styles.quietButton} onClick={onExport} disabled={exporting} aria-busy={exporting}>
        {t(exporting ? 'exporting' : 'exportContacts')}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {known(error)}
        </p>
      )}
    </>
  );
}
