import { useId } from 'react';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import * as formControls from '../controls/form-controls.css';
import { RadioGroup } from '../controls/radio-group';
import { useT } from '../i18n/use-t';
import { useMetadata } from '../metadata/use-metadata';
import { RemoteSelect } from '../select/remote-select';
import { isListOperator } from './match-rule-form';
import { MATCH_OPERATORS, type MatchCondition, type MatchRuleSource, type MatchRuleValue } from './match-rule-value';
import { useOptionNames } from './use-option-names';
import * as styles from './match-rule.css';

export interface MatchRuleInputProps {
  id: string;
  value: MatchRuleValue;
  onChange: (value: MatchRuleValue) => void;
  source: MatchRuleSource;
  labelId?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}

/** Who or what an ACL covers: all, chosen objects (remote select), or attribute conditions (rows). */
export function MatchRuleInput({ id, value, onChange, source, labelId, describedBy, invalid = false, disabled = false }: MatchRuleInputProps) {
  const t = useT();
  const base = useId();
  const named = useOptionNames(source, value.ids);
  const { meta } = useMetadata(value.type === 'attrs' ? source.url : undefined);
  const attributeLabel = (name: string) => meta?.actions.GET?.find((field) => field.name === name)?.label ?? name;
  const setConditions = (attrs: MatchCondition[]) => onChange({ ...value, attrs });
  const change = (index: number, patch: Partial<MatchCondition>) =>
    setConditions(value.attrs.map((condition, position) => (position === index ? { ...condition, ...patch } : condition)));
  const aria = { ...(describedBy ? { describedBy } : {}), invalid };

  return (
    <div className={styles.rule} role="group" aria-labelledby={labelId}>
      <RadioGroup
        id={id}
        {...(labelId ? { labelledBy: labelId } : {})}
        disabled={disabled}
        value={value.type}
        onChange={(type) => onChange({ ...value, type: type as MatchRuleValue['type'] })}
        options={[
          { value: 'all', label: t('matchRule.all') },
          { value: 'ids', label: t('matchRule.ids') },
          { value: 'attrs', label: t('matchRule.attrs') },
        ]}
      />
      {value.type === 'ids' && (
        <RemoteSelect multiple source={source} value={named} onChange={(ids) => onChange({ ...value, ids })} disabled={disabled} ariaLabel={t('matchRule.ids')} {...aria} />
      )}
      {value.type === 'attrs' && (
        <div className={formControls.objectList}>
          {value.attrs.map((condition, index) => {
            const row = `${base}-${index}`;
            return (
              <div key={index} className={formControls.objectRow}>
                <ChoiceCell
                  id={`${row}-attribute`}
                  label={t('matchRule.attribute')}
                  value={condition.name}
                  disabled={disabled}
                  choices={source.attrs.map((name) => [name, attributeLabel(name)])}
                  onChange={(name) => change(index, { name })}
                />
                <ChoiceCell
                  id={`${row}-match`}
                  label={t('matchRule.match')}
                  value={condition.match}
                  disabled={disabled}
                  choices={MATCH_OPERATORS.map((operator) => [operator, t(`matchRule.operator.${operator}`)])}
                  onChange={(match) => change(index, { match })}
                />
                <div className={formControls.objectCell}>
                  <label htmlFor={`${row}-value`} className={formControls.smallLabel}>
                    {t('matchRule.value')}
                  </label>
                  <input
                    id={`${row}-value`}
                    className={controls.input}
                    value={condition.value}
                    disabled={disabled}
                    placeholder={isListOperator(condition.match) ? t('matchRule.listPlaceholder') : undefined}
                    aria-invalid={(invalid && !condition.value.trim()) || undefined}
                    onChange={(event) => change(index, { value: event.target.value })}
                  />
                </div>
                <Button
                  size="small"
                  icon="trash"
                  className={styles.remove}
                  disabled={disabled}
                  aria-label={t('matchRule.removeCondition', { index: index + 1 })}
                  onClick={() => setConditions(value.attrs.filter((_, position) => position !== index))}
                />
              </div>
            );
          })}
          <div>
            <Button size="small" icon="plus" disabled={disabled} onClick={() => setConditions([...value.attrs, { name: source.attrs[0] ?? 'name', match: 'exact', value: '' }])}>
              {t('matchRule.addCondition')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

interface ChoiceCellProps {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  /** [value, label] pairs. */
  choices: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}

/** A labelled dropdown in a condition row. */
function ChoiceCell({ id, label, value, disabled, choices, onChange }: ChoiceCellProps) {
  return (
    <div className={formControls.objectCell}>
      <label htmlFor={id} className={formControls.smallLabel}>
        {label}
      </label>
      <select id={id} className={controls.input} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
