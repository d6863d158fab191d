import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react/tab';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { COOKIES } from '../../core/constants';
import { chooseTab, rememberTab } from './active-tab';
import * as styles from './detail-page.css';

export interface TabSpec {
  name: string;
  title: string;
  render: () => ReactNode;
  /** Shown but not chosen (a tab the user's account does not allow). */
  disabled?: boolean;
}

/**
 * A page's tabs: the one the activeTab rule picks first (query, cookie, default),
 * the choice remembered; a tab's panel is mounted only while it is shown.
 */
export function DetailTabs({ tabs, query, defaultTab }: { tabs: readonly TabSpec[]; query: URLSearchParams; defaultTab?: string | undefined }) {
  const t = useT();
  const base = useId();
  const tabId = (name: string) => `${base}${name}`;
  const names = tabs.filter((tab) => !tab.disabled).map((tab) => tab.name);
  const [selected, setSelected] = useState(() => chooseTab(names, query, defaultTab));
  // A link to the page shown, naming another tab, opens that tab.
  const linked = query.get(COOKIES.activeTab);
  const [followed, setFollowed] = useState(linked);
  if (linked !== followed) {
    setFollowed(linked);
    if (linked && names.includes(linked)) setSelected(linked);
  }
  return (
    <TabProvider
      selectedId={selected ? tabId(selected) : null}
      setSelectedId={(id) => {
        if (!id) return;
        const name = id.slice(base.length);
        setSelected(name);
        rememberTab(name);
      }}
    >
      <TabList className={styles.tabList} aria-label={t('detail.tabs')}>
        {tabs.map((tab) => (
          <Tab key={tab.name} id={tabId(tab.name)} className={styles.tab} disabled={tab.disabled ?? false} accessibleWhenDisabled>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.name} tabId={tabId(tab.name)} className={styles.panel} unmountOnHide>
          {tab.render()}
        </TabPanel>
      ))}
    </TabProvider>
  );
}
