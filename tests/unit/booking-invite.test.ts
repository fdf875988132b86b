import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '~/leads/lead-record';
import { notificationMail } from '~/leads/notification.server';
import { bookingInviteAttachments } from '~/bookings/booking-invite';
import { bookingInviteIcs, type BookingInvite } from '../../supabase/functions/_shared/booking-invite';

const invite: BookingInvite = {
  uid: '3f1c2a4e-9d7b-4c1e-8a55-0b6f2d9e7a10',
  method: 'REQUEST',
  sequence: 0,
  // 14 July 2027, 10:00 AM CDT.
  start: new Date('2027-07-14T15:00:00Z'),
  durationMinutes: 30,
  summary: 'Bluebonnet Labs call with Ada Lovelace',
  location: 'Video call',
  organizer: { name: 'Bluebonnet Labs', email: 'hello@bluebonnetlabs.studio' },
  attendee: { name: 'Ada Lovelace', email: 'ada@example.com' },
  stamp: new Date('2027-07-01T12:00:00Z'),
};

/** The invite as a calendar program reads it, through ical.js. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}

describe('the booking invite (RFC 5545)', () => {
  it('is a METHOD:REQUEST for the exact start instant, 30 minutes, with organizer, attendee and meeting type', () => {
    const ics = bookingInviteIcs(invite);
    const { calendar, vevent, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe(invite.uid);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-07-14T15:00:00.000Z');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(30 * 60_000);
    expect(event.location).toBe('Video call');
    expect(event.summary).toBe('Bluebonnet Labs call with Ada Lovelace');
    expect(event.organizer).toBe('mailto:hello@bluebonnetlabs.studio');
    const attendee = vevent.getFirstProperty('attendee');
    expect(attendee?.getFirstValue()).toBe('mailto:ada@example.com');
    expect(attendee?.getParameter('cn')).toBe('Ada Lovelace');
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('keeps the UID and marks the event cancelled in a CANCEL', () => {
    const { calendar, event, vevent } = parse(bookingInviteIcs({ ...invite, method: 'CANCEL', sequence: 1 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(invite.uid);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(1);
  });

  it('escapes text and folds long lines without breaking a character or adding properties', () => {
    const name = 'Zoë Ünal-Øster, "CTO"; Ångström & Sons\r\nATTENDEE:mailto:eve@example.com '.repeat(2);
    const ics = bookingInviteIcs({
      ...invite,
      attendee: { name, email: 'zoe@example.com' },
      summary: `Call, with ${name}`,
    });
    const { vevent, event } = parse(ics);
    expect(vevent.getAllProperties('attendee')).toHaveLength(1);
    expect(event.summary).toBe(`Call, with ${name}`.replace(/\r\n/g, '\n'));
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});

describe("the studio's notice of a booking", () => {
  const lead: LeadRecord = {
    type: 'lead',
    id: '3f1c2a4e-9d7b-4c1e-8a55-0b6f2d9e7a10',
    key: 's:key',
    kind: 'booking',
    delivery: 'booking',
    receivedAt: '2027-07-01T12:00:00.000Z',
    fields: { customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', date: '2027-07-14', time: '10:00 AM' },
    payload: {
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerPhone: '214 555 0100',
      company: '',
      date: 'July 14, 2027',
      time: '10:00 AM',
      meetingType: 'phone',
      description: '',
      slotStart: '2027-07-14T15:00:00.000Z',
    },
    attachments: [],
    notify: [],
  };

  const context = {
    companyName: 'Bluebonnet Labs',
    studioAddress: 'hello@bluebonnetlabs.studio',
    timeZone: 'America/Chicago',
    from: 'Bluebonnet Labs <hello@bluebonnetlabs.studio>',
    attachments: [],
  };
  const links = {
    confirm: 'https://site.test/bookings/respond?token=c',
    decline: 'https://site.test/bookings/respond?token=d',
  };

  it('carries the invite, its UID the lead id, and the confirm and decline links', () => {
    const mail = notificationMail(lead, { ...context, booking: { recorded: true, links } });
    expect(mail.text).toContain(`Confirm the call: ${links.confirm}`);
    expect(mail.text).toContain(`Decline the call: ${links.decline}`);
    const ics = mail.attachments?.find((file) => file.filename === 'invite.ics');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const { event } = parse(String(ics?.content));
    expect(event.uid).toBe(lead.id);
    expect(event.location).toBe('Phone call');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-07-14T15:00:00.000Z');
  });

  it('has no invite and no links when the booking is not on the calendar (another booking took the slot)', () => {
    const mail = notificationMail(lead, { ...context, booking: { recorded: false } });
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toContain('/bookings/');
    expect(mail.text).toContain('Not booked: The time was taken by another booking');
  });

  it('has no invite for other leads', () => {
    expect(
      bookingInviteAttachments({ ...lead, kind: 'contact' }, { name: 'Bluebonnet Labs', email: 'a@b.c' }, new Date()),
    ).toEqual([]);
  });
});
