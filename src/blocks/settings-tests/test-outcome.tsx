import type { TestOutcome } from '../../core/settings-tests';
import { Icon } from '../icons/icon';
import * as styles from './settings-tests.css';

/** What a test answered, where the button is: the tests flash nothing themselves. */
export function TestOutcomeText({ outcome }: { outcome: TestOutcome | null }) {
  if (!outcome) return <span role="status" />;
  return (
    <span role="status" className={`${styles.outcome} ${outcome.ok ? styles.good : styles.bad}`}>
      <Icon name={outcome.ok ? 'check' : 'circle-x'} /> {outcome.message}
    </span>
  );
}
