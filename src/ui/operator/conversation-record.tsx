import type { ConversationEvent } from '../../contract/contract';
import * as styles from './operator-console.css';

const ACTIONS: Record<ConversationEvent['action'], string> = {
  took_over: 'took over',
  replied: 'replied',
  handed_back: 'handed back to the AI',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Who took over, replied and handed back this conversation (issue 13), oldest first. */
export function ConversationRecord({ events }: { events: ConversationEvent[] }) {
  if (events.length === 0) return null;
  return (
    <details className={styles.record}>
      <summary>Who did what ({events.length})</summary>
      <ol aria-label="Who did what">
        {events.map((event, index) => (
          <li key={`${event.created_at}-${index}`}>
            {event.actor_name} {ACTIONS[event.action]}, <time dateTime={new Date(event.created_at).toISOString()}>{timeFormat.format(event.created_at)}</time>
          </li>
        ))}
      </ol>
    </details>
  );
}
