import { describe, expect, inject, it } from 'vitest';
import { getByLabel, getByRole, getByTestId, only, text, valueOf, Visitor, type HttpPage } from '../support/http-page';

// The sandbox's contrast checker without JavaScript: a GET form the server answers. Its tab
// panel is hidden in the markup and shown by the page's no-script stylesheet, so it is looked up
// with includeHidden; that the panels show is checked in a browser (sandbox.nojs.spec.ts).

const visitor = new Visitor(inject('siteUrl'));

function result(page: HttpPage): string {
  return text(only(getByTestId(page.document, 'contrast-result'), 'contrast result'));
}

/** A control of the demo panels, found whether or not their markup hides them. */
function control(page: HttpPage, role: string, name: string | RegExp): Element {
  return only(getByRole(page.document, role, { name, includeHidden: true }), `${role} ${String(name)}`);
}

function colorField(page: HttpPage, label: string): Element {
  return only(getByLabel(page.document, label), `field ${label}`);
}

describe('sandbox without JavaScript', () => {
  it('the contrast checker submits by GET and the server renders the ratio and level', async () => {
    const sandbox = await visitor.goto('/sandbox');
    sandbox.fill(colorField(sandbox, 'Text color'), '#777777');
    const checked = await sandbox.click(control(sandbox, 'button', 'Check Contrast'));
    expect(checked.url.href).toMatch(/\/sandbox\?background=%23ffffff&text=%23777777#colors-demo$/);
    expect(result(checked)).toContain('4.48:1');
    expect(result(checked)).toContain('Fail');
    expect(result(checked)).toContain('Large text AA (3:1): Pass');
    expect(valueOf(colorField(checked, 'Text color'))).toBe('#777777');

    const invalid = await visitor.goto('/sandbox?background=%23000&text=not-a-color');
    expect(result(invalid)).toContain('Enter both colors as hex values');
  });

  it('Quick Colors links open a pair in the checker', async () => {
    const sandbox = await visitor.goto('/sandbox');
    const pair = await sandbox.click(control(sandbox, 'link', /Open in checker.*White on orange/));
    expect(valueOf(colorField(pair, 'Background color'))).toBe('#ff8c00');
    expect(result(pair)).toContain('2.33:1');
  });
});
