import { isHttpError, provideFeedback, type Feedback, type FlashKind } from '../../src/core/http';

/** A UI for the HTTP core's reports that writes them down, with a chosen answer to the identity check. */
export function recordFeedback(confirmAnswer: boolean | (() => Promise<boolean>) = false) {
  const flashes: { message: string; kind: FlashKind; durationMs: number }[] = [];
  const alerts: string[] = [];
  const relogins: string[] = [];
  const identityChecks: string[] = [];
  const questions: string[] = [];
  const ui: Feedback = {
    flash: (message, kind, durationMs) => void flashes.push({ message, kind, durationMs }),
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
  return { flashes, alerts, relogins, identityChecks, questions, remove };
}
