import { useEffect, useState } from 'react';
import { json as jsonRule } from '../../core/validation';
import * as controls from '../controls/controls.css';
import * as formControls from '../controls/form-controls.css';
import { useT } from '../i18n/use-t';

/** How long the editor waits after typing before it checks the format. */
export const JSON_CHECK_DELAY_MS = 1_500;

export interface JsonEditorProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** JSON as text; 1.5 s after typing stops, a format error shows under it. */
export function JsonEditor({ id, value, onChange, onBlur, disabled, invalid, describedBy }: JsonEditorProps) {
  const t = useT();
  const [formatError, setFormatError] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFormatError(Boolean(jsonRule(value))), JSON_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return (
    <>
      <textarea
        id={id}
        // The route crawl finds any JSON a person would have to type by this mark.
        data-json-editor=""
        className={formControls.textarea}
        spellCheck={false}
        rows={6}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || formatError || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {formatError && (
        <span className={controls.errorText} role="status">
          {t('validation.invalidJson')}
        </span>
      )}
    </>
  );
}
