import { describe, expect, it } from 'vitest';
import { websiteRequestPayload } from '~/submissions/website-request-payload';

describe('websiteRequestPayload', () => {
  it('carries exactly the fields of docs/specification.md section 7, features joined and support as Yes/No', () => {
    const payload = websiteRequestPayload({
      name: 'Lin Baker',
      email: 'lin@example.com',
      phone: '214 555 0100',
      company: 'Lin Bakes',
      websiteType: 'Bakery',
      currentWebsite: undefined,
      pages: '5',
      additionalPages: 2,
      businessDescription: 'We bake bread.',
      goals: 'Take orders online.',
      features: ['Contact Form', 'Online Store/E-commerce'],
      timeline: '1 month',
      budget: '$500+',
      ongoingSupport: true,
      additionalInfo: undefined,
    });
    expect(Object.keys(payload).sort()).toEqual(
      [
        'subject',
        'name',
        'email',
        'phone',
        'company',
        'websiteType',
        'currentWebsite',
        'pages',
        'additionalPages',
        'businessDescription',
        'goals',
        'features',
        'timeline',
        'budget',
        'ongoingSupport',
        'additionalInfo',
        'message',
      ].sort(),
    );
    expect(payload).toMatchObject({
      subject: 'Website Request from Lin Baker',
      features: 'Contact Form, Online Store/E-commerce',
      ongoingSupport: 'Yes',
      pages: '5 or more pages',
      additionalPages: '2',
      currentWebsite: '',
      additionalInfo: '',
    });
    expect(payload.message).toContain('Features: Contact Form, Online Store/E-commerce');
    expect(payload.message).toContain('Ongoing support: Yes');
    expect(payload.message).toContain('Business description:\nWe bake bread.');
  });

  it('says No and None selected when nothing is chosen', () => {
    const payload = websiteRequestPayload({
      name: 'A',
      email: 'a@example.com',
      phone: undefined,
      company: undefined,
      websiteType: 'Portfolio',
      currentWebsite: undefined,
      pages: '1',
      additionalPages: 0,
      businessDescription: 'b',
      goals: 'g',
      features: [],
      timeline: '',
      budget: '$500',
      ongoingSupport: false,
      additionalInfo: undefined,
    });
    expect(payload).toMatchObject({ ongoingSupport: 'No', features: '', pages: '1 page', phone: '', company: '' });
    expect(payload.message).toContain('Features: None selected');
  });
});
