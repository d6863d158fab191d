/**
 * What the framework-free core asks of whatever UI is on the page: a flash
 * message, an alert, the re-login dialog and the identity check. Each element
 * on the page registers its UI; the one the user last worked in answers, so a
 * question about a click shows in the element clicked (the first registered
 * until anyone works in one). Until one registers, flashes wait in a queue so
 * none is lost.
 */
export type FlashKind = 'error' | 'warning' | 'success' | 'info';

/** A question asked before an action: the action runs when the user says yes. */
export interface Question {
  title: string;
  message: string;
  confirmLabel?: string | undefined;
  /** A destructive action (delete, terminate, reject) gets the danger button. */
  danger?: boolean | undefined;
  /** Runs on yes; the question stays open, busy, until it settles. */
  onConfirm: () => unknown;
}

export interface Feedback {
  /** A flash with a `key` takes the place of the one of that key still shown (the failures of a moment, counted). */
  flash(message: string, kind: FlashKind, durationMs: number, key?: string): void;
  alert(message: string): Promise<void>;
  /** The 401 dialog: a message and a re-login button. */
  relogin(message: string): void;
  /** The 412 identity check; resolves true once confirmed, false when cancelled. */
  confirmIdentity(confirmType: string): Promise<boolean>;
  /** Asks before an action; resolves once answered (and the action, if confirmed, settled). */
  ask(question: Question): Promise<void>;
}

interface PendingFlash {
  message: string;
  kind: FlashKind;
  durationMs: number;
  key?: string | undefined;
}

const pending: PendingFlash[] = [];
interface Registered {
  ui: Feedback;
  /** When the user last worked in its element (a timestamp; 0 for never). */
  lastUsed: () => number;
}

const registered: Registered[] = [];

const waiting: Feedback = {
  flash(message, kind, durationMs, key) {
    pending.push({ message, kind, durationMs, key });
  },
  alert: async () => undefined,
  relogin: () => undefined,
  confirmIdentity: async () => false,
  ask: async () => undefined,
};

export function feedback(): Feedback {
  let chosen = registered[0];
  for (const entry of registered) if (chosen && entry.lastUsed() > chosen.lastUsed()) chosen = entry;
  return chosen?.ui ?? waiting;
}

/** Registers a UI; returns the function that removes it again. */
export function provideFeedback(ui: Feedback, lastUsed: () => number = () => 0): () => void {
  const entry = { ui, lastUsed };
  registered.push(entry);
  if (registered[0] === entry) {
    for (const item of pending.splice(0)) ui.flash(item.message, item.kind, item.durationMs, item.key);
  }
  return () => {
    const index = registered.indexOf(entry);
    if (index >= 0) registered.splice(index, 1);
  };
}
