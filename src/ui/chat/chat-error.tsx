import * as styles from './chat-states.css';
import { Icon } from '../shared/icon';
import { useTexts } from '../shared/i18n/texts';

type ChatErrorProps = { error: string; supportEmail: string; onReset: () => void };

/** SPEC.md §2 chat panel state 3 and §8: the error, a period, then where to get help. */
export function ChatError({ error, supportEmail, onReset }: ChatErrorProps) {
  const texts = useTexts();
  const sentence = texts.known(error).replace(/\.+$/, '');
  return (
    <div className={styles.centred}>
      <p className={styles.error} role="alert">
        <Icon name="alert" />
        <span>
          {sentence}. {texts.rich('contactSupport', { email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> })}
        </span>
      </p>
      {/* Without this the visitor would be stuck on the error until the page is reloaded. */}
      <button type="button" className={styles.retry} onClick={onReset}>
        {texts.t('startNewConversation')}
      </button>
    </div>
  );
}
