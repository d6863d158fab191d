import { useId } from 'react';
import { RadioGroup } from '../../blocks/controls/radio-group';
import { useT } from '../../blocks/i18n/use-t';
import { RemoteSelect } from '../../blocks/select/remote-select';
import { USERS_URL } from '../users/users-urls';
import { newRule, STRATEGIES, toRuleDrafts, type RuleDraft } from './flow-rules';
import * as styles from './flows.css';

/** Any user may approve, whatever the organization: they are picked from the global list. */
const USERS = { url: USERS_URL, query: { oid: 'root' } };

export interface FlowRulesInputProps {
  /** The rules as the server sent them, or as this input changed them. */
  value: unknown;
  onChange: (rules: RuleDraft[]) => void;
  /** The id the field's label points at; its label (`<id>-label`) names the level choice. */
  id: string;
  invalid?: boolean;
}

/**
 * A flow's approval process: one level or two, and for each who approves
 * (the super administrators, the organization's, both, or chosen users).
 * A second level keeps its settings while the first is edited.
 */
export function FlowRulesInput({ value, onChange, id, invalid = false }: FlowRulesInputProps) {
  const t = useT();
  const base = useId();
  const drafts = toRuleDrafts(value);
  const setLevels = (count: number) => onChange(count === 1 ? drafts.slice(0, 1) : [...drafts.slice(0, 1), drafts[1] ?? newRule()]);
  const setRule = (index: number, rule: RuleDraft) => onChange(drafts.map((current, position) => (position === index ? rule : current)));
  return (
    <div className={styles.rules}>
      <RadioGroup
        id={id}
        labelledBy={`${id}-label`}
        invalid={invalid}
        value={drafts.length}
        options={[
          { value: 1, label: t('flows.oneLevel') },
          { value: 2, label: t('flows.twoLevels') },
        ]}
        onChange={(count) => setLevels(Number(count))}
      />
      {drafts.map((rule, index) => {
        const legend = `${base}-level-${index}`;
        return (
          <fieldset key={index} className={styles.level}>
            <legend id={legend} className={styles.levelTitle}>
              {t('flows.level', { level: index + 1 })}
            </legend>
            <RadioGroup
              labelledBy={legend}
              value={rule.strategy}
              options={STRATEGIES.map((strategy) => ({ value: strategy, label: t(`flows.strategy.${strategy}`) }))}
              onChange={(strategy) => setRule(index, { ...rule, strategy: strategy as RuleDraft['strategy'] })}
            />
            {rule.strategy === 'custom_user' && (
              <div className={styles.assignees}>
                <RemoteSelect
                  multiple
                  source={USERS}
                  value={rule.assignees}
                  onChange={(assignees) => setRule(index, { ...rule, assignees })}
                  ariaLabel={t('flows.assigneesOf', { level: index + 1 })}
                  placeholder={t('flows.chooseAssignees')}
                  invalid={invalid && rule.assignees.length === 0}
                />
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
