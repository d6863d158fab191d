import noticeMessages from 'jms:messages/notice';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { withMessages } from '../../core/i18n/catalogue';

// A signed-in visitor never needs these: they load when shown, with their words.
const load = withMessages(noticeMessages, () => import('./element-notice'));
const LazyStateNotice = lazy(load);
const LazyNotice = lazy(() => load().then((module) => ({ default: module.ElementNotice })));

function suspended<Props extends object>(Component: ComponentType<Props>) {
  return function Suspended(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** The sign-in prompt, a failure to start or a second server (element-notice.tsx), out of the first page. */
export const StateNotice = suspended<ComponentProps<typeof LazyStateNotice>>(LazyStateNotice);

/** A notice of the caller's own (the console's failure to start), out of the first page. */
export const ElementNotice = suspended<ComponentProps<typeof LazyNotice>>(LazyNotice);
