import * as styles from './chat-states.css';
import { Icon } from './icon';

type ChatErrorProps = { error: string; supportEmail: string };

/** SPEC.md §2 chat panel state 3 and §8: the error, a period, then where to get help. */
export function ChatError({ error, supportEmail }: ChatErrorProps) {
  const sentence = error.replace(/\.+$/, '');
  return (
    <div className={styles.centred}>
      <p className={styles.error} role="alert">
        <Icon name="alert" />
        <span>
          {sentence}. Please try again or contact support at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </span>
      </p>
    </div>
  );
}
