import { describe, expect, it } from 'vitest';
import { ADDITIONAL_INFO_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from '~/submissions/field-facts';
import { fieldLimits } from '~/submissions/field-limits';
import { contactSchema } from '~/submissions/contact-schema';
import { QUOTE_LIMITS, quoteFormSchema } from '~/submissions/quote-schema';
import { serviceRequestSchema } from '~/submissions/service-request-schema';
import { leadEmail, leadPersonFields, type LeadRecord } from '~/leads/lead-record';
import { WEB_QUOTE_CALCULATOR } from '~/lib/quote/web-quote';
import { AVAILABILITY_BOUNDS, parseAvailability } from '../../supabase/functions/_shared/booking-rules';
import { WEEKDAYS_CENTRAL } from '../support/booking-availability';

// Facts the site reads in more than one place, each written once: the availability document's
// bounds (the Studio's validation and the rules), the person a lead is from (whatever its form
// calls the fields), and the input limits the schemas check.

describe('the availability bounds', () => {
  it('are the ones the rules hold a document to: a notice up to 30 days, a horizon of 1 to 730 days', () => {
    expect(AVAILABILITY_BOUNDS).toEqual({
      minimumNoticeHours: { min: 0, max: 720 },
      horizonDays: { min: 1, max: 730 },
    });
    const valid = WEEKDAYS_CENTRAL;
    expect(parseAvailability({ ...valid, minimumNoticeHours: 720 })).not.toBeNull();
    expect(parseAvailability({ ...valid, minimumNoticeHours: 721 })).toBeNull();
    expect(parseAvailability({ ...valid, horizonDays: 730 })).not.toBeNull();
    expect(parseAvailability({ ...valid, horizonDays: 731 })).toBeNull();
    expect(parseAvailability({ ...valid, horizonDays: 0 })).toBeNull();
  });
});

describe("a lead's person", () => {
  const lead = (fields: Record<string, unknown>) => ({ fields }) as Pick<LeadRecord, 'fields'> as LeadRecord;

  it('is read from whichever fields its form keeps them in', () => {
    expect(leadPersonFields(lead({ name: ' Ada ', email: 'Ada@Example.com' }))).toEqual({
      name: 'Ada',
      email: 'Ada@Example.com',
    });
    expect(leadPersonFields(lead({ customerName: 'Grace', customerEmail: 'grace@example.com' }))).toEqual({
      name: 'Grace',
      email: 'grace@example.com',
    });
    expect(leadPersonFields(lead({ contactName: 'Alan', email: 'alan@example.com' })).name).toBe('Alan');
    // No name given: the address names them; a blank field is passed over.
    expect(leadPersonFields(lead({ name: '  ', email: '', customerEmail: 'kay@example.com' }))).toEqual({
      name: 'kay@example.com',
      email: 'kay@example.com',
    });
    expect(leadEmail(lead({ customerEmail: ' Kay@Example.COM ' }))).toBe('kay@example.com');
  });
});

describe('the input limits', () => {
  it('are the limits the schemas check', () => {
    const quote = fieldLimits(quoteFormSchema(WEB_QUOTE_CALCULATOR));
    expect([quote('name'), quote('email'), quote('company'), quote('additionalFeatures')]).toEqual([
      NAME_MAX,
      EMAIL_MAX,
      QUOTE_LIMITS.company,
      QUOTE_LIMITS.additionalFeatures,
    ]);
    expect(fieldLimits(serviceRequestSchema(['app']))('additionalInfo')).toBe(ADDITIONAL_INFO_MAX);
    expect(fieldLimits(contactSchema)('phone')).toBe(PHONE_MAX);
  });
});
