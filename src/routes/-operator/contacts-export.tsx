import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { contactsExportMachine } from '../../machines/contacts-export-machine';
import { actorDevtools } from '../../services/devtools';
import { saveTextFile } from '../../services/save-file';
import { ContactsExportButton } from '../../ui/operator/contacts-export-button';
import { provideContactsExportActors } from '../-wiring/contacts-export-actors';

const contactsExport = provideContactsExportActors(contactsExportMachine);

/** The console toolbar's contacts export: its machine, and the file it hands over saved. */
export function ContactsExport({ organisationId, operatorKey }: { organisationId: string; operatorKey: string }) {
  const exportRef = useActorRef(contactsExport, { input: { organisationId, operatorKey }, ...actorDevtools });
  const exporting = useSelector(exportRef, (snapshot) => snapshot.hasTag('exporting'));
  const error = useSelector(exportRef, (snapshot) => snapshot.context.error);
  useEffect(() => {
    const subscription = exportRef.on('contacts.ready', ({ fileName, csv }) => saveTextFile(fileName, csv, 'text/csv;charset=utf-8'));
    return () => subscription.unsubscribe();
  }, [exportRef]);
  return <ContactsExportButton exporting={exporting} error={error} onExport={() => exportRef.send({ type: 'export.requested' })} />;
}
