import { useState } from 'react';
import { Icon } from './icon';
import * as styles from './avatar.css';

type AvatarProps =
  | { kind: 'ai'; logoUrl: string; organisationName: string }
  | { kind: 'person'; name: string };

/**
 * The AI's avatar is the organisation's logo; when there is none or it fails to load, 'AI' stands
 * in (SPEC.md §2 thread view). A person gets the user icon.
 */
export function Avatar(props: AvatarProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  if (props.kind === 'person') {
    return (
      <span className={styles.avatar} title={props.name}>
        <Icon name="user" size={18} />
      </span>
    );
  }
  const showLogo = props.logoUrl !== '' && !logoFailed;
  return (
    <span className={styles.avatar}>
      {showLogo ? (
        <img
          className={styles.image}
          src={props.logoUrl}
          alt={`${props.organisationName} AI`}
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <span aria-label={`${props.organisationName} AI`}>AI</span>
      )}
    </span>
  );
}
