import type { Organisation } from '../services/contract';
import * as styles from './chat-states.css';
import { MessageComposer, type ComposerBinding } from './message-composer';
import { PROVIDER_HOME_URL, PROVIDER_NAME } from './provider';

type ChatStartScreenProps = {
  organisation: Organisation;
  composer: ComposerBinding;
  onPickSuggestion: (question: string) => void;
};

/** No conversation yet (SPEC.md §2 chat panel state 5). A suggestion bubble sends at once. */
export function ChatStartScreen({ organisation, composer, onPickSuggestion }: ChatStartScreenProps) {
  return (
    <>
      <div className={styles.start}>
        {organisation.logo_url && <img className={styles.logo} src={organisation.logo_url} alt={`${organisation.name} logo`} />}
        <h2 className={styles.title}>Chat with {organisation.name}</h2>
        <p className={styles.intro}>
          Ask any question and our AI will answer as soon as possible. Don&apos;t want to chat to an AI? Ask for a human
        </p>
        <a className={styles.createdBy} href={PROVIDER_HOME_URL} target="_blank" rel="noopener noreferrer">
          Created by {PROVIDER_NAME}
        </a>
        {organisation.default_questions.length > 0 && (
          <ul className={styles.questions} aria-label="Suggested questions">
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
        placeholder={`Write a message to ${organisation.name}`}
        sendLabel={`Send message to ${organisation.name}`}
        sending={false}
        {...composer}
      />
    </>
  );
}
