import { useState } from 'react';
import { Icon } from './icon';
import { initialsOf } from './initials';
import * as styles from './avatar.css';
import { useTexts } from './i18n/texts';

type AvatarProps =
  | { kind: 'ai'; logoUrl: string; organisationName: string }
  | { kind: 'person'; name: string };

/**
 * The AI's avatar is the organisation's logo; when there is none or it fails to load, 'AI' stands
 * in (SPEC.md §2 thread view). A person gets their initials, or the user icon without a name.
 */
export function Avatar(props: AvatarProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const { t } = useTexts();
  if (props.kind === 'person') {
    // A named person shows their initials (issue 13: who said what); the name is read beside it.
    const initials = initialsOf(props.name);
    return (
      <span className={styles.avatar} title={props.name} aria-hidden={initials ? 'true' : undefined}>
        {initials || <Icon name="user" size={18} />}
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
          alt={t('aiAuthor', { name: props.organisationName })}
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <span aria-label={t('aiAuthor', { name: props.organisationName })}>{t('aiAvatar')}</span>
      )}
    </span>
  );
}
