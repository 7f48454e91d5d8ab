import type { ModelSection } from '@lindner/api/schema';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { detailMessages } from '../messages';
import { modelSectionPath } from '../modelAddress';
import * as styles from './models.css';

export interface SectionNavProps {
  modelId: string;
  /** The model's sections with their titles, in the page's order. */
  sections: readonly { section: ModelSection; title: string }[];
  /** The section shown on its own page; none on the whole model page. */
  current: ModelSection | null;
  /** The language of the titles, where it is not the page's. */
  lang?: string;
}

/** The model's sections, each a link to its own page; the one shown is the current page. */
export function SectionNav({ modelId, sections, current, lang }: SectionNavProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <nav className={styles.sectionNav} aria-label={intl.formatMessage(detailMessages.sections)}>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={styles.sectionNavList} lang={lang}>
        {sections.map(({ section, title }) => (
          <li key={section}>
            <Link
              className={styles.sectionNavLink}
              to={modelSectionPath(modelId, section, locale)}
              aria-current={section === current ? 'page' : undefined}
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
