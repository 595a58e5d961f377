import type { Organisation } from '../../contract/contract';
import * as styles from './chat-states.css';
import { MessageComposer, type ComposerBinding } from './message-composer';
import { PROVIDER_HOME_URL, PROVIDER_NAME } from '../shared/provider';
import { useTexts } from '../shared/i18n/texts';

type ChatStartScreenProps = {
  organisation: Organisation;
  composer: ComposerBinding;
  onPickSuggestion: (question: string) => void;
};

/** No conversation yet (SPEC.md §2 chat panel state 5). A suggestion bubble sends at once. */
export function ChatStartScreen({ organisation, composer, onPickSuggestion }: ChatStartScreenProps) {
  const { t } = useTexts();
  const name = organisation.name;
  return (
    <>
      <div className={styles.start}>
        {organisation.logo_url && <img className={styles.logo} src={organisation.logo_url} alt={t('logoAlt', { name })} />}
        <h2 className={styles.title}>{t('chatWith', { name })}</h2>
        <p className={styles.intro}>
          {t('startIntro')}
        </p>
        <a className={styles.createdBy} href={PROVIDER_HOME_URL} target="_blank" rel="noopener noreferrer">
          {t('createdBy', { provider: PROVIDER_NAME })}
        </a>
        {organisation.default_questions.length > 0 && (
          <ul className={styles.questions} aria-label={t('suggestedQuestions')}>
            {organisation.default_questions.map((question) => (
              <li key={question}>
                <button type="button" className={styles.question} onClick={() => onPickSuggestion(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <MessageComposer
        placeholder={t('writeMessageTo', { name })}
        sendLabel={t('sendMessageTo', { name })}
        sending={false}
        {...composer}
      />
    </>
  );
}
