import { useId, useState } from 'react';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, http, isHttpError, type HttpMethod } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { Button } from '../controls/button';
import { Switch } from '../controls/switch';
import { useBusy } from '../controls/use-busy';
import { DetailSection } from '../detail-page/detail-section';
import { useT } from '../i18n/use-t';
import type { RelatedSource } from '../resource/related-source';
import type { Row } from '../resource/row';
import { toOption, type SelectOption } from '../select/option';
import { RemoteSelect } from '../select/remote-select';
import * as styles from './quick-update.css';

/** A rule about the object shown: a fixed answer, or one read from the object. */
type ObjectRule = boolean | ((object: Row) => boolean);
/** A text, or one made from the object (a question naming it). */
type ObjectText = string | ((object: Row) => string);

/** A request on the object: `path` is relative to the object's URL (`mfa/reset/`), '' for the object itself. */
export interface QuickRequest {
  method: Exclude<HttpMethod, 'options' | 'head'>;
  path: string;
  body?: (object: Row) => unknown;
}

interface QuickLineBase {
  name: string;
  /** The line's label, on the left; it names the control. */
  title: string;
  /** false, or false for this object, leaves the line out. */
  has?: ObjectRule;
  /** false, or false for this object, disables the control (no permission, nothing to do: a user who is not blocked). */
  can?: ObjectRule;
  /** Asked first; the change is made on yes only. */
  confirm?: { title?: ObjectText; message: ObjectText; danger?: boolean };
  /** Flashed once the change succeeded; "Updated successfully" when left out. */
  success?: ObjectText;
}

/** A switch bound to a boolean field: setting it PATCHes `{ [field]: value }` to the object's URL (or sends `request`). */
export interface QuickSwitch extends QuickLineBase {
  kind: 'switch';
  field: string;
  /** Another way to save the value than PATCHing the field (`body` gets the object with the field already set). */
  request?: QuickRequest;
}

/** A button: sends `request`, or runs `run` (which may open a dialog and return at once, with `success: ''`). */
export interface QuickButton extends QuickLineBase {
  kind: 'button';
  /** The button's own text ("Reset", "Send"). */
  label: string;
  variant?: 'default' | 'primary' | 'danger';
  request?: QuickRequest;
  run?: (object: Row) => Promise<unknown> | void;
}

/** A choice of another object for a related field (an account's switch-from account): choosing PATCHes `{ [field]: id }`, clearing `{ [field]: null }`. */
export interface QuickSelect extends QuickLineBase {
  kind: 'select';
  field: string;
  /** Where the choices come from, for this object. */
  source: (object: Row) => RelatedSource;
}

export type QuickUpdateLine = QuickSwitch | QuickButton | QuickSelect;

export interface QuickUpdateProps {
  /** The list URL; the object is `<url><id>/`. */
  url: string;
  object: Row;
  lines: readonly QuickUpdateLine[];
  /** After a change succeeded: the detail refetches its object, so every switch shows what the server kept. */
  onChanged: () => void;
  /** "Quick update" when left out. */
  title?: string;
}

/**
 * The quick-update card of a detail page: a line per switch, button or select,
 * each bound to the object shown and its API. A switch or a select PATCHes its
 * field at once; a button sends its request or runs its callback. Either asks first when it has
 * `confirm`, is busy while its change is under way, flashes success, then
 * calls `onChanged`; a failure has been reported by the HTTP core and leaves
 * the switch at the object's value.
 *
 * @example
 * <QuickUpdate url={USERS_URL} object={user} onChanged={reload} lines={[
 *   { kind: 'switch', name: 'active', title: activeTitle, field: 'is_active', can: mayChange },
 *   { kind: 'button', name: 'unblock', title: unblockTitle, label: unblockLabel,
 *     request: { method: 'patch', path: 'unblock/' }, can: (user) => mayChange && user.login_blocked === true },
 * ]} />
 */
export function QuickUpdate({ url, object, lines, onChanged, title }: QuickUpdateProps) {
  const t = useT();
  const shown = lines.filter((line) => decide(line.has, object));
  if (!shown.length) return null;
  return (
    <DetailSection title={title ?? t('detail.quickUpdate')}>
      <dl className={styles.lines}>
        {shown.map((line) => (
          <QuickLine key={line.name} line={line} url={detailUrl(url, object.id)} object={object} onChanged={onChanged} />
        ))}
      </dl>
    </DetailSection>
  );
}

function QuickLine({ line, url, object, onChanged }: { line: QuickUpdateLine; url: string; object: Row; onChanged: () => void }) {
  const t = useT();
  const titleId = useId();
  const [busy, whileBusy] = useBusy();
  // The value being saved, shown until the object comes back with it (or the change failed).
  const [pending, setPending] = useState<{ value: unknown }>();
  const enabled = decide(line.can, object);

  const change = (value?: unknown) => {
    const changed = line.kind === 'button' ? object : { ...object, [line.field]: value };
    const perform = async () => {
      await whileBusy(() => send(line, url, changed));
      const message = line.success === undefined ? t('form.updateSuccess') : text(line.success, object);
      if (message) feedback().flash(message, 'success', MESSAGE_FLASH_MS);
      onChanged();
    };
    if (line.kind !== 'button') setPending({ value });
    const done = line.confirm
      ? feedback().ask({
          title: line.confirm.title ? text(line.confirm.title, object) : line.title,
          message: text(line.confirm.message, object),
          danger: line.confirm.danger,
          confirmLabel: line.kind === 'button' ? line.label : undefined,
          onConfirm: perform,
        })
      : perform();
    void settle(done).finally(() => setPending(undefined));
  };

  return (
    <div className={styles.line}>
      <dt id={titleId} className={styles.title}>
        {line.title}
      </dt>
      <dd className={styles.control}>
        {line.kind === 'switch' ? (
          <Switch aria-labelledby={titleId} checked={(pending ? pending.value : object[line.field]) === true} busy={busy} disabled={!enabled} onChange={change} />
        ) : line.kind === 'select' ? (
          <div className={styles.select} aria-busy={busy || undefined}>
            <RemoteSelect
              source={line.source(object)}
              value={selected(pending ? pending.value : object[line.field])}
              disabled={!enabled || busy}
              ariaLabel={line.title}
              onChange={(option) => change(option)}
            />
          </div>
        ) : (
          <Button
            id={`${titleId}-button`}
            aria-labelledby={`${titleId} ${titleId}-button`}
            size="small"
            variant={line.variant ?? 'primary'}
            loading={busy}
            disabled={!enabled}
            onClick={() => change()}
          >
            {line.label}
          </Button>
        )}
      </dd>
    </div>
  );
}

/** What a select shows: the option chosen (being saved), or the object's related object. */
const selected = (value: unknown): SelectOption | null => (isOption(value) ? value : (toOption(value) ?? null));
const isOption = (value: unknown): value is SelectOption => typeof value === 'object' && value !== null && 'value' in value && 'label' in value && !('id' in value);

function send(line: QuickUpdateLine, url: string, object: Row): Promise<unknown> {
  if (line.kind === 'select') return http.patch(url, { [line.field]: (object[line.field] as SelectOption | null)?.value ?? null });
  const request = line.request ?? (line.kind === 'switch' ? { method: 'patch' as const, path: '', body: () => ({ [line.field]: object[line.field] }) } : undefined);
  if (request) return http.request({ method: request.method, url: `${url}${request.path}`, data: request.method === 'get' ? undefined : (request.body?.(object) ?? {}) });
  return Promise.resolve(line.kind === 'button' ? line.run?.(object) : undefined);
}

const decide = (rule: ObjectRule | undefined, object: Row) => (typeof rule === 'function' ? rule(object) : (rule ?? true));
const text = (value: ObjectText, object: Row) => (typeof value === 'function' ? value(object) : value);

/** A failed request has been reported by the HTTP core; anything else is a bug and stays loud. */
function settle(done: Promise<void>): Promise<void> {
  return done.catch((error: unknown) => {
    if (!isHttpError(error)) throw error;
  });
}
