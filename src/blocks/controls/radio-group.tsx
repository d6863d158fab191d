import { useId } from 'react';
import * as controls from './controls.css';
import * as formControls from './form-controls.css';

interface RadioOption {
  value: unknown;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  value: unknown;
  onChange: (value: unknown) => void;
  options: readonly RadioOption[];
  labelledBy?: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Native radios in a labelled group: arrow keys move between them. */
export function RadioGroup({ value, onChange, options, labelledBy, id, disabled = false, invalid = false, describedBy }: RadioGroupProps) {
  const name = useId();
  return (
    <div role="radiogroup" id={id} aria-labelledby={labelledBy} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={formControls.choices}>
      {options.map((option, index) => (
        <label key={String(option.value)} className={formControls.choice}>
          <input
            type="radio"
            className={controls.checkbox}
            name={name}
            value={index}
            checked={option.value === value}
            disabled={disabled || option.disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
