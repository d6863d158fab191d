import { expect } from 'chai';
import { chooseLanguage, formatDate, formatDateTime, formatDuration, loadLanguage, parseServerDate, t } from '../../../src/core/i18n';
import { formatRecentDate } from '../../../src/core/i18n/recent-date';

describe('the interface language', () => {
  it('comes from the django_language cookie first', () => {
    expect(chooseLanguage('zh-hans', 'ja-JP')).to.equal('zh');
    expect(chooseLanguage('ja', 'en-US')).to.equal('ja');
    expect(chooseLanguage('en', 'zh-CN')).to.equal('en');
  });

  it('else the browser language cut to 2 letters', () => {
    expect(chooseLanguage(undefined, 'ja-JP')).to.equal('ja');
    expect(chooseLanguage(undefined, 'ZH-tw')).to.equal('zh');
  });

  it('else English', () => {
    expect(chooseLanguage(undefined, 'fr-FR')).to.equal('en');
    expect(chooseLanguage('de', 'zh-CN')).to.equal('en');
    expect(chooseLanguage(undefined, undefined)).to.equal('en');
  });

  it('translates from the loaded catalogue', async () => {
    await loadLanguage('zh');
    expect(t('common.cancel')).to.equal('取消');
    await loadLanguage('ja');
    expect(t('common.cancel')).to.equal('キャンセル');
    await loadLanguage('en');
    expect(t('common.cancel')).to.equal('Cancel');
  });
});

describe('durations and dates', () => {
  before(() => loadLanguage('en'));

  it('shows durations in days, hours, minutes and seconds', async () => {
    expect(formatDuration(90_061)).to.equal('1 day 1 hour 1 minute 1 second');
    expect(formatDuration(7_200)).to.equal('2 hours');
    expect(formatDuration(0)).to.equal('0 seconds');
    await loadLanguage('zh');
    expect(formatDuration(3_725)).to.equal('1 小时 2 分 5 秒');
    await loadLanguage('en');
  });

  it('reads the server date format', () => {
    expect(parseServerDate('2024/05/01 10:20:30 +0800')?.toISOString()).to.equal('2024-05-01T02:20:30.000Z');
    expect(parseServerDate('2024-05-01T02:20:30Z')?.toISOString()).to.equal('2024-05-01T02:20:30.000Z');
    expect(parseServerDate('not a date')).to.equal(undefined);
  });

  it('reads Python datetime text (a ticket step) and ISO offsets without a colon as well', () => {
    expect(parseServerDate('2026-11-20 02:20:52.651000+00:00')?.toISOString()).to.equal('2026-11-20T02:20:52.651Z');
    expect(parseServerDate('2026-11-20T02:20:52+0800')?.toISOString()).to.equal('2026-11-19T18:20:52.000Z');
    expect(parseServerDate('2026-11-20T02:20:52.5Z')?.toISOString()).to.equal('2026-11-20T02:20:52.500Z');
  });

  it('shows every date one way, a calendar day as its day', () => {
    const local = new Date(2024, 4, 1, 10, 20, 30);
    expect(formatDateTime(local)).to.equal('2024-05-01 10:20:30');
    expect(formatDateTime(local.toISOString())).to.equal('2024-05-01 10:20:30');
    expect(formatDate('2024/05/01')).to.equal('2024-05-01');
    expect(formatDate(local.toISOString())).to.equal('2024-05-01');
  });

  it('is relative within 7 days and a full date beyond', () => {
    const now = new Date('2024-05-10T12:00:00Z');
    expect(formatRecentDate('2024-05-10T11:57:00Z', now)).to.equal('3 minutes ago');
    expect(formatRecentDate('2024-05-08T12:00:00Z', now)).to.equal('2 days ago');
    expect(formatRecentDate('2024-05-10T10:50:00Z', now)).to.equal('1 hour ago');
    expect(formatRecentDate('2024-05-10T11:59:50Z', now)).to.equal('10 seconds ago');
    const old = new Date('2024-05-01T12:00:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    const expected = `${old.getFullYear()}-${pad(old.getMonth() + 1)}-${pad(old.getDate())} ${pad(old.getHours())}:00:00`;
    expect(formatRecentDate(old.toISOString(), now)).to.equal(expected);
  });

  it('says how long ago in the interface language', async () => {
    const now = new Date('2024-05-10T12:00:00Z');
    await loadLanguage('zh');
    expect(formatRecentDate('2024-05-10T11:57:00Z', now)).to.equal('3分钟前');
    expect(formatRecentDate('2024-05-09T12:00:00Z', now)).to.equal('昨天');
    await loadLanguage('ja');
    expect(formatRecentDate('2024-05-10T11:57:00Z', now)).to.equal('3 分前');
    await loadLanguage('en');
  });
});
