import { useEffect, useId, useRef } from 'react';

import { useI18n } from '../../i18n/useI18n';
import { AppButton } from '../../ui/buttons';
import { FieldLabel, TextInput } from '../../ui/textInputs';
import styles from './CopyLinkFallback.module.css';

/**
 * Where the clipboard is refused (an iframe without `allow="clipboard-write"`, a denied permission, an old
 * browser): the link in a read-only field, selected and focused, with what to press to copy it.
 */
export function CopyLinkFallback({ url, onClose }: { url: string; onClose: () => void }) {
  const { m } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);

  return (
    <div className={styles.fallback}>
      <FieldLabel htmlFor={`${id}-link`}>{m.footer.linkField}</FieldLabel>
      <TextInput
        ref={input}
        id={`${id}-link`}
        readOnly
        value={url}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.row}>
        <p id={`${id}-help`} className={styles.help}>
          {m.footer.copyByHand}
        </p>
        <AppButton size="small" onClick={onClose}>
          {m.footer.hideLink}
        </AppButton>
      </div>
    </div>
  );
}
