import { createStore } from 'zustand/vanilla';
import { forgetKeptMetadata } from '../metadata/kept-metadata';

/**
 * Where the page's one session stands, for every element on it: starting,
 * signed in, signed out (each element shows its sign-in prompt), or failed
 * to start (the server could not be reached).
 */
type SessionStatus = 'idle' | 'starting' | 'ok' | 'logged-out' | 'failed';

interface SessionStatusState {
  status: SessionStatus;
  /** Where the console that is the page sends a signed-out visitor. */
  loginDestination: string | undefined;
  /** Why the start failed, in the user's language. */
  error: string | undefined;
}

export const sessionStatusStore = createStore<SessionStatusState>(() => ({ status: 'idle', loginDestination: undefined, error: undefined }));

let redirects = false;

/**
 * The console that is the page (the /ui/ host page) sends a signed-out visitor
 * to the login page and keeps the re-login dialog; embedded elements never
 * leave the page, they show their sign-in prompt instead.
 */
export function setSignInRedirects(on: boolean): void {
  redirects = on;
}

export function signInRedirects(): boolean {
  return redirects;
}

/** The server said nobody is signed in; `destination` is where the page console would go. What was kept for the user goes. */
export function signInRequired(destination: string): void {
  forgetKeptMetadata();
  sessionStatusStore.setState({ status: 'logged-out', loginDestination: destination, error: undefined });
}

export function setSessionStatus(status: Exclude<SessionStatus, 'logged-out'>, error?: string): void {
  sessionStatusStore.setState({ status, loginDestination: undefined, error });
}

export function sessionStatus(): SessionStatus {
  return sessionStatusStore.getState().status;
}
