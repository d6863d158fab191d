import { useState } from 'react';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import * as styles from './form.css';

export interface TagInputProps {
  id?: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
}

/**
 * A list of strings as tags: Enter or comma adds the typed one (trimmed, no
 * duplicates), a pasted list of several (by commas) each of them;
 * Backspace on empty removes the last.
 */
export function TagInput({ id, value, onChange, placeholder, disabled = false, invalid = false, describedBy, onBlur }: TagInputProps) {
  const t = useT();
  const [text, setText] = useState('');
  const add = () => {
    const items = text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    setText('');
    const added = [...new Set(items)].filter((item) => !value.includes(item));
    if (added.length) onChange([...value, ...added]);
  };
  return (
    <div className={`${controls.input} ${styles.tagBox}`} aria-disabled={disabled || undefined}>
      {value.map((item, index) => (
        <span key={item} className={controls.tag.info}>
          {item}
          <button
            type="button"
            className={styles.tagRemove}
            aria-label={t('form.removeItem', { item })}
            disabled={disabled}
            onClick={() => onChange(value.filter((_, position) => position !== index))}
          >
            <Icon name="close" />
          </button>
        </span>
      ))}
      <input
        id={id}
        className={styles.bareInput}
        value={text}
        placeholder={value.length ? undefined : placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          add();
          onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ',') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && !text && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
      />
    </div>
  );
}
