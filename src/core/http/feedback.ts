/**
 * What the framework-free core asks of whatever UI is on the page: a flash
 * message, an alert, the re-login dialog and the identity check. The first UI
 * to mount registers itself; until then flashes wait in a queue so none is lost.
 */
export type FlashKind = 'error' | 'warning' | 'success' | 'info';

export interface Feedback {
  flash(message: string, kind: FlashKind, durationMs: number): void;
  alert(message: string): Promise<void>;
  /** The 401 dialog: a message and a re-login button. */
  relogin(message: string): void;
  /** The 412 identity check; resolves true once confirmed, false when cancelled. */
  confirmIdentity(confirmType: string): Promise<boolean>;
}

interface PendingFlash {
  message: string;
  kind: FlashKind;
  durationMs: number;
}

const pending: PendingFlash[] = [];
const registered: Feedback[] = [];

const waiting: Feedback = {
  flash(message, kind, durationMs) {
    pending.push({ message, kind, durationMs });
  },
  alert: async () => undefined,
  relogin: () => undefined,
  confirmIdentity: async () => false,
};

export function feedback(): Feedback {
  return registered[0] ?? waiting;
}

/** Registers a UI; returns the function that removes it again. */
export function provideFeedback(ui: Feedback): () => void {
  registered.push(ui);
  if (registered[0] === ui) {
    for (const item of pending.splice(0)) ui.flash(item.message, item.kind, item.durationMs);
  }
  return () => {
    const index = registered.indexOf(ui);
    if (index >= 0) registered.splice(index, 1);
  };
}
