import { expect } from 'chai';
import { REFRESH_TIMER_MS } from '../../../src/core/constants';
import { http, sessionRefreshTimer } from '../../../src/core/http';
import { setLeavePage } from '../../../src/core/navigation';
import { createRefreshTimer } from '../../../src/core/http/refresh-timer';

describe('the 30-second refresh timer', () => {
  afterEach(() => sessionRefreshTimer.stop());

  it('runs its action once left alone for the whole delay, and restarts on reset', async () => {
    let runs = 0;
    const timer = createRefreshTimer(() => (runs += 1), 60);
    timer.reset();
    await new Promise((done) => setTimeout(done, 40));
    timer.reset();
    await new Promise((done) => setTimeout(done, 40));
    expect(runs).to.equal(0);
    await new Promise((done) => setTimeout(done, 40));
    expect(runs).to.equal(1);
    expect(REFRESH_TIMER_MS).to.equal(30_000);
  });

  it('restarts after every answer except the profile', async () => {
    const restore = setLeavePage(() => undefined);
    try {
      sessionRefreshTimer.stop();
      await http.get('/api/v1/users/profile/', { silent: true }).catch(() => undefined);
      expect(sessionRefreshTimer.pending).to.equal(false);
      await http.get('/__test/echo/');
      expect(sessionRefreshTimer.pending).to.equal(true);
      sessionRefreshTimer.stop();
      await http.get('/__test/status/404/', { silent: true }).catch(() => undefined);
      expect(sessionRefreshTimer.pending).to.equal(true);
    } finally {
      restore();
    }
  });
});
