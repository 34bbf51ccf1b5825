import { useI18n } from '../../i18n/useI18n';
import { LanguageSwitch } from './LanguageSwitch';
import pageWidth from '../../ui/pageWidth.module.css';
import { cx } from '../../ui/styles/cx';
import styles from './Header.module.css';

/**
 * The page's banner: the app's name (the page's only h1) and the language switch. On a phone it is compact (a
 * smaller name, no tagline), so the results start on the first screen.
 */
export function Header() {
  const { m } = useI18n();
  return (
    <header className={styles.header}>
      <div className={cx(pageWidth.pageWidth, styles.bar)}>
        <div className={styles.titles}>
          <h1 className={styles.title}>{m.app.name}</h1>
          <p className={styles.tagline}>{m.app.tagline}</p>
        </div>
        <LanguageSwitch />
      </div>
    </header>
  );
}
