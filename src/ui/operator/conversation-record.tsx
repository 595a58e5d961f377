import type { ConversationEvent } from '../../contract/contract';
import type { ConsoleTextKey } from './i18n/console-texts';
import { useConsoleTexts } from './i18n/console-texts-context';
import { useTexts } from '../shared/i18n/texts';
import * as styles from './operator-console.css';

const ACTIONS: Record<ConversationEvent['action'], ConsoleTextKey> = {
  took_over: 'recordTookOver',
  replied: 'recordReplied',
  handed_back: 'recordHandedBack',
};

/** Who took over, replied and handed back this conversation (issue 13), oldest first. */
export function ConversationRecord({ events }: { events: ConversationEvent[] }) {
  const t = useConsoleTexts();
  const { locale } = useTexts();
  if (events.length === 0) return null;
  const timeFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <details className={styles.record}>
      <summary>{t('whoDidWhatCount', { count: events.length })}</summary>
      <ol aria-label={t('whoDidWhat')}>
        {events.map((event, index) => (
          <li key={`${event.created_at}-${index}`}>
            {t(ACTIONS[event.action], { name: event.actor_name })}, <time dateTime={new Date(event.created_at).toISOString()}>{timeFormat.format(event.created_at)}</time>
          </li>
        ))}
      </ol>
    </details>
  );
}
