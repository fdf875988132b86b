import { describe, expect, it } from 'vitest';

import { AUDIT_APP_TYPES, AUDIT_BUDGETS, AUDIT_PLATFORMS, AUDIT_TIMELINES } from '~/lib/audit-options';
import {
  applicationDraft,
  auditRequestDraft,
  contactDraft,
  pricingDraft,
  sandboxDraft,
  serviceRequestDraft,
} from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';

describe('contactDraft', () => {
  it('composes a filled form', () => {
    expect(
      contactDraft({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '(214) 555-0100',
        company: 'Analytical Engines',
        message: 'We need a kiosk app.\nCan we talk next week?',
      }),
    ).toEqual({
      subject: 'Contact Form Submission - Ada Lovelace from Analytical Engines',
      body:
        'Name: Ada Lovelace\n' +
        'Email: ada@example.com\n' +
        'Phone: (214) 555-0100\n' +
        'Company: Analytical Engines\n' +
        '\n' +
        'Message:\n' +
        'We need a kiosk app.\n' +
        'Can we talk next week?\n' +
        '\n' +
        'Please respond within 24 hours.',
    });
  });

  it('says Individual and Not provided when phone and company are left out', () => {
    expect(contactDraft({ name: 'Ada', email: 'ada@example.com', message: 'Hi' })).toEqual({
      subject: 'Contact Form Submission - Ada from Individual',
      body:
        'Name: Ada\n' +
        'Email: ada@example.com\n' +
        'Phone: Not provided\n' +
        'Company: Not provided\n' +
        '\n' +
        'Message:\n' +
        'Hi\n' +
        '\n' +
        'Please respond within 24 hours.',
    });
  });

  it('treats blank optional values like missing ones and trims every value', () => {
    expect(
      contactDraft({
        name: '  Ada  ',
        email: ' ada@example.com ',
        phone: '   ',
        company: '\t',
        message: '\n  Hi there  \n\n',
      }),
    ).toEqual({
      subject: 'Contact Form Submission - Ada from Individual',
      body:
        'Name: Ada\n' +
        'Email: ada@example.com\n' +
        'Phone: Not provided\n' +
        'Company: Not provided\n' +
        '\n' +
        'Message:\n' +
        'Hi there\n' +
        '\n' +
        'Please respond within 24 hours.',
    });
  });

  it('flattens line breaks in one-line fields so they cannot forge body lines', () => {
    const draft = contactDraft({
      name: 'Eve\nEmail: ceo@example.com',
      email: 'eve@example.com',
      company: 'Evil\r\nCorp',
      message: 'Hi',
    });
    expect(draft.subject).toBe('Contact Form Submission - Eve Email: ceo@example.com from Evil Corp');
    expect(draft.body.split('\n').slice(0, 4)).toEqual([
      'Name: Eve Email: ceo@example.com',
      'Email: eve@example.com',
      'Phone: Not provided',
      'Company: Evil Corp',
    ]);
  });

  it('leaves encoding to buildMailto', () => {
    const draft = contactDraft({
      name: 'A&B',
      email: 'a@example.com',
      company: '100% Co',
      message: 'x=y?',
    });
    expect(draft.subject).toBe('Contact Form Submission - A&B from 100% Co');
    expect(draft.body).toContain('Message:\nx=y?\n');
    expect(buildMailto('hello@studio.example', draft)).toBe(
      'mailto:hello@studio.example' +
        '?subject=Contact%20Form%20Submission%20-%20A%26B%20from%20100%25%20Co' +
        '&body=Name%3A%20A%26B%0D%0AEmail%3A%20a%40example.com%0D%0A' +
        'Phone%3A%20Not%20provided%0D%0ACompany%3A%20100%25%20Co%0D%0A%0D%0A' +
        'Message%3A%0D%0Ax%3Dy%3F%0D%0A%0D%0APlease%20respond%20within%2024%20hours.',
    );
  });
});

describe('applicationDraft', () => {
  it('composes a filled application', () => {
    expect(
      applicationDraft({
        jobTitle: 'UI/UX Designer',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        phone: '214-555-0101',
        message: 'I design accessible interfaces.\n\nPortfolio on request.',
      }),
    ).toEqual({
      subject: 'Job Application: UI/UX Designer',
      body:
        'Name: Grace Hopper\n' +
        'Email: grace@example.com\n' +
        'Phone: 214-555-0101\n' +
        '\n' +
        'Cover Letter:\n' +
        'I design accessible interfaces.\n' +
        '\n' +
        'Portfolio on request.\n' +
        '\n' +
        'Note: My resume was attached in the web application form.',
    });
  });

  it('says Not provided without a cover letter', () => {
    const expected = {
      subject: 'Job Application: Data Scientist',
      body:
        'Name: Grace\n' +
        'Email: grace@example.com\n' +
        'Phone: 214-555-0101\n' +
        '\n' +
        'Cover Letter:\n' +
        'Not provided\n' +
        '\n' +
        'Note: My resume was attached in the web application form.',
    };
    const base = {
      jobTitle: ' Data Scientist ',
      name: 'Grace',
      email: 'grace@example.com',
      phone: '214-555-0101',
    };
    expect(applicationDraft(base)).toEqual(expected);
    expect(applicationDraft({ ...base, message: '' })).toEqual(expected);
    expect(applicationDraft({ ...base, message: ' \n\t ' })).toEqual(expected);
  });
});

describe('serviceRequestDraft', () => {
  it('composes a filled request', () => {
    expect(
      serviceRequestDraft({
        serviceTitle: 'Mobile App Development',
        name: 'Katherine Johnson',
        email: 'kj@example.com',
        phone: '817-555-0102',
        company: 'Orbital Co',
        additionalInfo: 'iOS and Android.\nLaunch in Q3.',
      }),
    ).toEqual({
      subject: 'Service Request: Mobile App Development',
      body:
        'Name: Katherine Johnson\n' +
        'Email: kj@example.com\n' +
        'Phone: 817-555-0102\n' +
        'Company: Orbital Co\n' +
        'Service: Mobile App Development\n' +
        '\n' +
        'Additional Information:\n' +
        'iOS and Android.\n' +
        'Launch in Q3.',
    });
  });

  it('says Not provided for phone and company and None provided for additional info', () => {
    expect(
      serviceRequestDraft({
        serviceTitle: 'UI/UX Design',
        name: 'Katherine',
        email: 'kj@example.com',
        phone: '',
        additionalInfo: '  ',
      }),
    ).toEqual({
      subject: 'Service Request: UI/UX Design',
      body:
        'Name: Katherine\n' +
        'Email: kj@example.com\n' +
        'Phone: Not provided\n' +
        'Company: Not provided\n' +
        'Service: UI/UX Design\n' +
        '\n' +
        'Additional Information:\n' +
        'None provided',
    });
  });
});

describe('audit request options', () => {
  it('lists the platforms from the specification with labels', () => {
    expect(AUDIT_PLATFORMS).toEqual([
      { value: 'ios', label: 'iOS' },
      { value: 'android', label: 'Android' },
      { value: 'both', label: 'Both iOS & Android' },
      { value: 'web', label: 'Web App' },
    ]);
  });

  it('lists the app types from the specification with labels', () => {
    expect(AUDIT_APP_TYPES.map((option) => option.value)).toEqual([
      'government',
      'healthcare',
      'education',
      'finance',
      'ecommerce',
      'other',
    ]);
    expect(AUDIT_APP_TYPES.find((option) => option.value === 'ecommerce')?.label).toBe('E-commerce');
  });

  it('lists the timelines from the specification with labels', () => {
    expect(AUDIT_TIMELINES).toEqual([
      { value: 'asap', label: 'As soon as possible' },
      { value: '1week', label: 'Within 1 week' },
      { value: '2weeks', label: 'Within 2 weeks' },
      { value: '1month', label: 'Within 1 month' },
      { value: 'flexible', label: 'Flexible' },
    ]);
  });

  it('lists the budgets from the specification with labels', () => {
    expect(AUDIT_BUDGETS).toEqual([
      { value: '1000-1500', label: '$1,000 - $1,500' },
      { value: '1500-2500', label: '$1,500 - $2,500' },
      { value: '2500-5000', label: '$2,500 - $5,000' },
      { value: '5000+', label: '$5,000+' },
      { value: 'discuss', label: "Let's discuss" },
    ]);
  });
});

describe('auditRequestDraft', () => {
  it('composes a filled request with option labels', () => {
    expect(
      auditRequestDraft({
        companyName: 'City of Plano',
        contactName: 'Alan Turing',
        email: 'alan@example.gov',
        phone: '972-555-0103',
        appName: 'PlanoConnect',
        platform: 'both',
        appType: 'government',
        appStoreUrl: 'https://apps.apple.com/us/app/id123?x=1&y=2',
        timeline: '2weeks',
        specialRequirements: 'Section 508 report.\nVPAT needed.',
        budget: '1000-1500',
      }),
    ).toEqual({
      subject: 'Professional Audit Request: PlanoConnect - City of Plano',
      body:
        'Company Name: City of Plano\n' +
        'Contact Name: Alan Turing\n' +
        'Email: alan@example.gov\n' +
        'Phone: 972-555-0103\n' +
        '\n' +
        'App Name: PlanoConnect\n' +
        'Platform: Both iOS & Android\n' +
        'App Type: Government\n' +
        'App Store URL: https://apps.apple.com/us/app/id123?x=1&y=2\n' +
        'Timeline: Within 2 weeks\n' +
        'Budget: $1,000 - $1,500\n' +
        '\n' +
        'Special Requirements:\n' +
        'Section 508 report.\n' +
        'VPAT needed.',
    });
  });

  it('says Not provided for every empty optional field', () => {
    expect(
      auditRequestDraft({
        companyName: ' Acme ',
        contactName: 'Wile E.',
        email: 'wile@example.com',
        phone: ' ',
        appName: ' Roadrunner ',
        platform: 'web',
        appType: 'ecommerce',
        appStoreUrl: '',
        timeline: '',
        specialRequirements: '',
        budget: '',
      }),
    ).toEqual({
      subject: 'Professional Audit Request: Roadrunner - Acme',
      body:
        'Company Name: Acme\n' +
        'Contact Name: Wile E.\n' +
        'Email: wile@example.com\n' +
        'Phone: Not provided\n' +
        '\n' +
        'App Name: Roadrunner\n' +
        'Platform: Web App\n' +
        'App Type: E-commerce\n' +
        'App Store URL: Not provided\n' +
        'Timeline: Not provided\n' +
        'Budget: Not provided\n' +
        '\n' +
        'Special Requirements:\n' +
        'Not provided',
    });
  });

  it('treats missing optional fields and unset selects as not provided', () => {
    const { body } = auditRequestDraft({
      companyName: 'Acme',
      contactName: 'Wile',
      email: 'wile@example.com',
      appName: 'Roadrunner',
      platform: '',
      appType: '',
    });
    expect(body.split('\n').filter((row) => row.endsWith('Not provided'))).toEqual([
      'Phone: Not provided',
      'Platform: Not provided',
      'App Type: Not provided',
      'App Store URL: Not provided',
      'Timeline: Not provided',
      'Budget: Not provided',
      'Not provided',
    ]);
  });

  it.each([
    ['5000+', '$5,000+'],
    ['discuss', "Let's discuss"],
    ['2500-5000', '$2,500 - $5,000'],
  ] as const)('labels budget %s as %s', (budget, label) => {
    const { body } = auditRequestDraft({
      companyName: 'Acme',
      contactName: 'Wile',
      email: 'wile@example.com',
      appName: 'Roadrunner',
      platform: 'ios',
      appType: 'other',
      timeline: 'asap',
      budget,
    });
    expect(body).toContain(`\nBudget: ${label}\n`);
    expect(body).toContain('\nPlatform: iOS\nApp Type: Other\n');
    expect(body).toContain('\nTimeline: As soon as possible\n');
  });
});

describe('pricingDraft', () => {
  it('asks about the named plan', () => {
    expect(pricingDraft('Professional Audit')).toEqual({
      subject: 'Pricing Inquiry: Professional Audit',
      body:
        'Hello,\n' +
        '\n' +
        "I'm interested in the Professional Audit plan. Could you please send me more details about what it includes and how to get started?\n" +
        '\n' +
        'Thank you.',
    });
  });

  it('trims and flattens the plan name', () => {
    expect(pricingDraft('  Enterprise\n').subject).toBe('Pricing Inquiry: Enterprise');
  });
});

describe('sandboxDraft', () => {
  it('asks for a professional audit after the demo', () => {
    expect(sandboxDraft()).toEqual({
      subject: 'Accessibility Demo Follow-up',
      body:
        'Hello,\n' +
        '\n' +
        "I've tried the accessibility demo tools on your website and would like to request a professional accessibility audit of my app. Please let me know the next steps.\n" +
        '\n' +
        'Thank you.',
    });
  });
});
