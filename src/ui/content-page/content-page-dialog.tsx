import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import * as styles from './content-page.css';

type ContentPageDialogProps = {
  open: boolean;
  /** True when the page was opened at a cited section: the dialog docks below it. */
  docked: boolean;
  onClose: () => void;
};

/** Why the visitor is looking at this page (SPEC.md §2 source content page). */
export function ContentPageDialog({ open, docked, onClose }: ContentPageDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // Opened at a cited section, the page behind stays readable and scrollable.
      modal={!docked}
      backdrop={docked ? false : <div className={styles.backdrop} />}
      autoFocusOnShow={!docked}
      className={`${styles.dialog} ${docked ? styles.dialogDocked : ''}`}
    >
      <DialogHeading className={styles.dialogHeading}>You were sent here by the demo chatbot</DialogHeading>
      <DialogDescription className={styles.dialogText}>
        You were probably sent here by the demo chatbot. This page is an example of how the assistant can route visitors
        to a page, and it is the content the AI learns from and cites in its answers.
      </DialogDescription>
      <div className={styles.dialogActions}>
        <DialogDismiss className={styles.back}>Read the page</DialogDismiss>
      </div>
    </Dialog>
  );
}
