import { describe, expect, it } from 'vitest';
import { bookingLinkUrl, signBookingLink, verifyBookingLink } from '../../supabase/functions/_shared/booking-link';

const SECRET = 'unit-test-signing-secret-0123456789abcdef';
const BOOKING = '3f1c2a4e-9d7b-4c1e-8a55-0b6f2d9e7a10';
const START = new Date('2027-07-14T15:00:00Z');
const BEFORE = new Date('2027-07-10T12:00:00Z');

describe('booking link tokens', () => {
  it('verify for the action they were signed for, until the call starts', async () => {
    const token = await signBookingLink(SECRET, { bookingId: BOOKING, action: 'cancel', expiresAt: START });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await verifyBookingLink(SECRET, token, ['cancel', 'reschedule'], BEFORE)).toEqual({
      ok: true,
      bookingId: BOOKING,
      action: 'cancel',
      expiresAt: START,
    });
  });

  it('are refused once expired, at the very second of the start and after', async () => {
    const token = await signBookingLink(SECRET, { bookingId: BOOKING, action: 'reschedule', expiresAt: START });
    expect(await verifyBookingLink(SECRET, token, ['reschedule'], new Date(START.getTime() - 1000))).toMatchObject({
      ok: true,
    });
    expect(await verifyBookingLink(SECRET, token, ['reschedule'], START)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyBookingLink(SECRET, token, ['reschedule'], new Date('2028-01-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are refused for another action: a confirm link cannot decline, a prospect link cannot confirm', async () => {
    const confirm = await signBookingLink(SECRET, { bookingId: BOOKING, action: 'confirm', expiresAt: START });
    expect(await verifyBookingLink(SECRET, confirm, ['decline'], BEFORE)).toEqual({
      ok: false,
      reason: 'wrong-action',
    });
    const cancel = await signBookingLink(SECRET, { bookingId: BOOKING, action: 'cancel', expiresAt: START });
    expect(await verifyBookingLink(SECRET, cancel, ['confirm', 'decline'], BEFORE)).toEqual({
      ok: false,
      reason: 'wrong-action',
    });
  });

  it('are refused when altered: another booking, another action, a later expiry, a changed signature', async () => {
    const token = await signBookingLink(SECRET, { bookingId: BOOKING, action: 'cancel', expiresAt: START });
    const [payload = '', signature = ''] = token.split('.');
    const reencode = (text: string) => Buffer.from(text).toString('base64url');
    const decoded = Buffer.from(payload, 'base64url').toString();
    for (const forged of [
      `${reencode(decoded.replace(BOOKING, '00000000-9d7b-4c1e-8a55-0b6f2d9e7a10'))}.${signature}`,
      `${reencode(decoded.replace('.cancel.', '.confirm.'))}.${signature}`,
      `${reencode(decoded.replace(/\d+$/, '9999999999'))}.${signature}`,
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
    ]) {
      expect(await verifyBookingLink(SECRET, forged, ['cancel', 'confirm'], BEFORE)).toEqual({
        ok: false,
        reason: 'forged',
      });
    }
    // Signed with another key (another site, or a guessed one).
    const other = await signBookingLink('another-secret-entirely-0123456789', {
      bookingId: BOOKING,
      action: 'cancel',
      expiresAt: START,
    });
    expect(await verifyBookingLink(SECRET, other, ['cancel'], BEFORE)).toEqual({ ok: false, reason: 'forged' });
  });

  it('are refused when not a token at all, without throwing', async () => {
    for (const junk of ['', 'abc', 'a.b.c', '%%%.***', `${'x'.repeat(600)}.y`, '.', 'a.']) {
      expect(await verifyBookingLink(SECRET, junk, ['cancel'], BEFORE)).toMatchObject({ ok: false });
    }
  });

  it('are carried in links to the page that shows the action', async () => {
    const cancel = await bookingLinkUrl('https://www.example.com/', SECRET, {
      bookingId: BOOKING,
      action: 'cancel',
      expiresAt: START,
    });
    expect(cancel).toMatch(/^https:\/\/www\.example\.com\/bookings\/manage\?token=[A-Za-z0-9_.-]+$/);
    const confirm = await bookingLinkUrl('https://www.example.com', SECRET, {
      bookingId: BOOKING,
      action: 'confirm',
      expiresAt: START,
    });
    expect(confirm).toMatch(/^https:\/\/www\.example\.com\/bookings\/respond\?token=/);
    const token = new URL(confirm).searchParams.get('token') ?? '';
    expect(await verifyBookingLink(SECRET, token, ['confirm'], BEFORE)).toMatchObject({ ok: true, action: 'confirm' });
  });
});
