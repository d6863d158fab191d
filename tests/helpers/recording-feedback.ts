import { isHttpError, provideFeedback, type Feedback, type FlashKind } from '../../src/core/http';

/** A UI for the HTTP core's reports that writes them down, with a chosen answer to the identity check. */
export function recordFeedback(confirmAnswer: boolean | (() => Promise<boolean>) = false) {
  const flashes: { message: string; kind: FlashKind; durationMs: number; key?: string }[] = [];
  const alerts: string[] = [];
  const relogins: string[] = [];
  const identityChecks: string[] = [];
  const questions: string[] = [];
  const ui: Feedback = {
    flash: (message, kind, durationMs, key) => void flashes.push({ message, kind, durationMs, ...(key === undefined ? {} : { key }) }),
    alert: async (message) => void alerts.push(message),
    relogin: (message) => void relogins.push(message),
    confirmIdentity: async (type) => {
      identityChecks.push(type);
      return typeof confirmAnswer === 'function' ? confirmAnswer() : confirmAnswer;
    },
    // Every question is answered yes, as a user who reads it and agrees; a failed request ends there, as in the dialog.
    ask: async (question) => {
      questions.push(question.message);
      await Promise.resolve(question.onConfirm()).catch((error: unknown) => {
        if (!isHttpError(error)) throw error;
      });
    },
  };
  const remove = provideFeedback(ui);
  /** The flashes' texts as the toast list shows them: a flash with a key in place of the earlier one of that key. */
  const toasts = () =>
    flashes.filter((flash, index) => flash.key === undefined || !flashes.slice(index + 1).some((later) => later.key === flash.key)).map((flash) => flash.message);
  return { flashes, toasts, alerts, relogins, identityChecks, questions, remove };
}
