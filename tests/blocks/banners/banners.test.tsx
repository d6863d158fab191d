import { expect } from 'chai';
import { LicenseBannerView } from '../../../src/blocks/banners/license-banner';
import { licenseNotices } from '../../../src/blocks/banners/license-state';
import { PasswordBannerView } from '../../../src/blocks/banners/password-banner';
import { passwordNotice } from '../../../src/blocks/banners/password-state';
import type { Profile } from '../../../src/core/session/types';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';

const NOW = new Date('2024-06-10T12:00:00+08:00');

/** GET /api/v1/xpack/license/detail as the server answers it (api-contract.md 4.8). */
const license = (dateExpired: string, extra = {}) => ({
  serial_no: 'JMS-2024-0042',
  corporation: 'Example Corp',
  date_expired: dateExpired,
  asset_count: 500,
  current_asset_count: 120,
  edition: 'Enterprise',
  ...extra,
});

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'b5a1c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Administrator',
  username: 'admin',
  source: { value: 'local', label: 'Local' },
  date_password_last_updated: '2024/03/15 09:00:00 +0800',
  ...overrides,
});

describe('the license banner', () => {
  it('says expired when the days left are below 0, expiring under 7 days, nothing otherwise', () => {
    expect(licenseNotices(license('2024/06/09 12:00:00 +0800'), NOW)).to.deep.equal([{ kind: 'expired' }]);
    expect(licenseNotices(license('2024/06/10 18:00:00 +0800'), NOW)[0]).to.include({ kind: 'expiring', daysLeft: 0 });
    expect(licenseNotices(license('2024/06/16 13:00:00 +0800'), NOW)[0]).to.include({ kind: 'expiring', daysLeft: 6 });
    expect(licenseNotices(license('2024/06/17 13:00:00 +0800'), NOW)).to.deep.equal([]);
    expect(licenseNotices(undefined, NOW)).to.deep.equal([]);
  });

  it('warns when there are more assets than the license allows', () => {
    expect(licenseNotices(license('2025/06/10 12:00:00 +0800', { current_asset_count: 501 }), NOW)).to.deep.equal([{ kind: 'assetsExceeded', count: 501, limit: 500 }]);
  });

  it('renders each state with a link to the license page, accessibly', async () => {
    const view = await render(<LicenseBannerView detail={license('2024/06/09 12:00:00 +0800')} now={NOW} />);
    const banner = view.container.querySelector('[data-testid=banner]')!;
    expect(banner.getAttribute('role')).to.equal('alert');
    expect(banner.textContent).to.equal('License expiredManage license');
    expect(banner.querySelector('a')!.getAttribute('href')).to.equal('#/settings/license');
    await expectAccessible(view.container);
    await view.rerender(<LicenseBannerView detail={license('2024/06/13 12:00:00 +0800')} now={NOW} />);
    expect(view.container.textContent).to.contain('License will expire at 2024-06-13');
    expect(view.container.querySelector('[data-testid=banner]')!.getAttribute('role')).to.equal('status');
    await expectAccessible(view.container);
    await view.rerender(<LicenseBannerView detail={license('2025/06/13 12:00:00 +0800')} now={NOW} />);
    expect(view.container.querySelector('[data-testid=banner]')).to.equal(null);
    await view.unmount();
  });
});

describe('the password banner', () => {
  it('applies to local users only, expired at the configured age, warning within 5 days', () => {
    expect(passwordNotice(profile({ date_password_last_updated: '2024/03/20 09:00:00 +0800' }), 90, NOW)).to.equal(null);
    expect(passwordNotice(profile({ date_password_last_updated: '2024/03/13 09:00:00 +0800' }), 90, NOW)).to.deep.equal({ kind: 'expiring', daysLeft: 1 });
    expect(passwordNotice(profile({ date_password_last_updated: '2024/03/17 09:00:00 +0800' }), 90, NOW)).to.deep.equal({ kind: 'expiring', daysLeft: 5 });
    expect(passwordNotice(profile({ date_password_last_updated: '2024/03/18 09:00:00 +0800' }), 90, NOW)).to.equal(null);
    expect(passwordNotice(profile({ date_password_last_updated: '2024/03/12 09:00:00 +0800' }), 90, NOW)).to.deep.equal({ kind: 'expired' });
    expect(passwordNotice(profile({ date_password_last_updated: '2024/01/01 09:00:00 +0800', source: { value: 'ldap', label: 'LDAP' } }), 90, NOW)).to.equal(null);
    expect(passwordNotice(profile({ date_password_last_updated: '2024/01/01 09:00:00 +0800' }), undefined, NOW)).to.equal(null);
  });

  it('renders with a link to change the password, in the page’s language', async () => {
    const expiring = profile({ date_password_last_updated: '2024/03/14 09:00:00 +0800' });
    const view = await render(<PasswordBannerView profile={expiring} expirationDays={90} now={NOW} />);
    expect(view.container.textContent).to.equal('The password will expire in 2 days. Please change your password as soon as possibleChange password');
    expect(view.container.querySelector('a')!.getAttribute('href')).to.equal('#/profile/setting');
    await expectAccessible(view.container);
    await view.unmount();
    const zh = await render(<PasswordBannerView profile={profile({ date_password_last_updated: '2024/01/01 09:00:00 +0800' })} expirationDays={90} now={NOW} />, {
      language: 'zh',
    });
    expect(zh.container.textContent).to.equal('密码已过期修改密码');
    await zh.unmount();
  });
});
