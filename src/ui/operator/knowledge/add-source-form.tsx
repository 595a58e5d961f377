import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { NewSource } from '../../../contract/knowledge';
import type { ConsoleTextKey } from '../i18n/console-texts';
import { useConsoleTexts } from '../i18n/console-texts-context';
import * as consoleStyles from '../operator-console.css';
import * as styles from './knowledge-panel.css';
import { readQuestionPairs } from './question-pairs';

type SourceKind = NewSource['kind'];

const KIND_LABELS: Record<SourceKind, ConsoleTextKey> = {
  url: 'kindUrl',
  file: 'kindFile',
  text: 'kindText',
  questions: 'kindQuestions',
};

type AddSourceFormProps = {
  busy: boolean;
  /** The last change was saved: the form is cleared then, and kept as written when a change fails. */
  saved: boolean;
  onAdd: (source: NewSource) => void;
};

function sourceFrom(kind: SourceKind, data: FormData): NewSource | null {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  switch (kind) {
    case 'url':
      return { kind, url: text('url'), crawl: data.get('crawl') === 'on' };
    case 'file': {
      const file = data.get('file');
      return file instanceof File && file.size > 0 ? { kind, file, name: text('name') } : null;
    }
    case 'text':
      return { kind, name: text('name'), text: String(data.get('text') ?? '') };
    case 'questions': {
      const questions = readQuestionPairs(String(data.get('pairs') ?? ''));
      return questions.length > 0 ? { kind, name: text('name'), questions } : null;
    }
  }
}

/** An owner adds one source: which kind is the form's own choice of fields, not a state of the panel's. */
export function AddSourceForm({ busy, saved, onAdd }: AddSourceFormProps) {
  const t = useConsoleTexts();
  const form = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<SourceKind>('url');
  const [incomplete, setIncomplete] = useState(false);
  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const source = sourceFrom(kind, new FormData(event.currentTarget));
    setIncomplete(source === null);
    if (!source) return;
    onAdd(source);
  }
  return (
    <form ref={form} className={styles.form} onSubmit={submit} aria-labelledby="add-source-heading">
      <h3 id="add-source-heading" className={styles.subheading}>
        {t('addContent')}
      </h3>
      <label className={consoleStyles.field}>
        {t('whatToAdd')}
        <select className={consoleStyles.input} value={kind} disabled={busy} onChange={(event) => setKind(event.target.value as SourceKind)}>
          {Object.entries(KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'url' && (
        <>
          <label className={consoleStyles.field}>
            {t('pageAddress')}
            <input className={consoleStyles.input} type="url" name="url" required placeholder="https://" disabled={busy} />
          </label>
          <label className={styles.checkbox}>
            <input type="checkbox" name="crawl" disabled={busy} /> {t('crawlLinks')}
          </label>
        </>
      )}
      {kind !== 'url' && (
        <label className={consoleStyles.field}>
          {kind === 'file' ? t('nameOptional') : t('nameInCitations')}
          <input className={consoleStyles.input} name="name" required={kind !== 'file'} disabled={busy} />
        </label>
      )}
      {kind === 'file' && (
        <label className={consoleStyles.field}>
          {t('file')}
          <input className={consoleStyles.input} type="file" name="file" required accept=".html,.htm,.md,.markdown,.txt,.pdf" disabled={busy} />
        </label>
      )}
      {kind === 'text' && (
        <label className={consoleStyles.field}>
          {t('text')}
          <textarea className={`${consoleStyles.input} ${styles.textarea}`} name="text" required disabled={busy} />
        </label>
      )}
      {kind === 'questions' && (
        <label className={consoleStyles.field}>
          {t('questionPairs')}
          <textarea className={`${consoleStyles.input} ${styles.textarea}`} name="pairs" required aria-describedby="pairs-hint" disabled={busy} />
          <span id="pairs-hint" className={consoleStyles.contactLine}>
            {t('questionPairsHint')}
          </span>
        </label>
      )}
      {incomplete && (
        <p className={consoleStyles.error} role="alert">
          {kind === 'questions' ? t('questionPairsMissing') : t('fileMissing')}
        </p>
      )}
      <button type="submit" className={consoleStyles.quietButton} disabled={busy}>
        {busy ? t('saving') : t('add')}
      </button>
    </form>
  );
}
