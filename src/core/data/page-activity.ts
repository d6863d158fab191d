type PageReturn = 'focus' | 'online';

// Online until the browser says otherwise: navigator.onLine is not to be trusted on the first load.
let online = true;
const listeners = new Set<(event: PageReturn) => void>();

const emit = (event: PageReturn) => listeners.forEach((listener) => listener(event));

/** Whether the page is seen and online: reading again while it is not would be wasted (the return will read). */
export const pageActive = () => online && document.visibilityState !== 'hidden';

/** Calls back when the user comes back to the page (it gains focus or shows again) or the network comes back; returns the unsubscribe. */
export function onPageReturn(listener: (event: PageReturn) => void): () => void {
  if (!listening) listen();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

let listening = false;

function listen() {
  listening = true;
  window.addEventListener('focus', () => emit('focus'));
  document.addEventListener('visibilitychange', () => emit('focus'));
  window.addEventListener('online', () => {
    online = true;
    emit('online');
  });
  window.addEventListener('offline', () => (online = false));
}
