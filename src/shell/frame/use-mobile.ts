import { useEffect } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../core/constants';
import { setDevice } from '../state/layout-store';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Below 992 px the console is in mobile mode (spec section 9). */
export function useDeviceWatch(): void {
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setDevice(media.matches ? 'mobile' : 'desktop');
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
}
