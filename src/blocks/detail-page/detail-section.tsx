import { createContext, useContext, type ReactNode } from 'react';
import * as page from './detail-page.css';
import * as styles from './detail-section.css';

export interface DetailSectionProps {
  /** A heading, and the section's accessible name. */
  title?: string;
  /** The heading's id, for a page that points at the section by it. */
  titleId?: string;
  /** Across the whole tab (a table), instead of one column of the tab's grid. */
  wide?: boolean;
  /** Loose content (buttons, a note) gets the card's padding; tables and lists bring their own. */
  padded?: boolean;
  /** Beside the title: the section's own buttons, or a note about it. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The level of a section's heading: under a detail page's own title (an h2) they are h3, on a page of their own h2. */
export const SectionHeadingLevel = createContext<2 | 3>(2);

/** A card of a detail tab: a titled section of the object's page. */
export function DetailSection({ title, titleId, wide = false, padded = false, actions, children }: DetailSectionProps) {
  const Heading = `h${useContext(SectionHeadingLevel)}` as const;
  return (
    <section className={wide ? `${page.card} ${page.wide}` : page.card} {...(titleId ? { 'aria-labelledby': titleId } : { 'aria-label': title })}>
      {(title || actions) && (
        <div className={styles.cardHeader}>
          {title && (
            <Heading id={titleId} className={styles.cardTitle}>
              {title}
            </Heading>
          )}
          {actions && <div className={styles.cardActions}>{actions}</div>}
        </div>
      )}
      {padded ? <div className={styles.sectionBody}>{children}</div> : children}
    </section>
  );
}
