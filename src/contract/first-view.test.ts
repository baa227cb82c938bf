import { describe, expect, it } from 'vitest';
import {
  firstViewCoverId,
  firstViewLockAttribute,
  firstViewStateId,
  scriptSafeJson,
  withFirstView,
} from './first-view';

const template = '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('the first view written into the page', () => {
  it('keeps stored text from closing the state script, and reads back unchanged', () => {
    const hostile = { name: '</script><script>alert(1)</script>', note: 'line\u2028break\u2029end' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toContain('</script');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('puts the rendered page in the root, with its state, the cover and the submission hold', () => {
    const page = withFirstView(template, '<h1>Sign in</h1>', { queries: [] });
    expect(page).toContain('<div id="root"><h1>Sign in</h1></div>');
    expect(page).toContain(
      `<script id="${firstViewStateId}" type="application/json">{"queries":[]}</script>`,
    );
    expect(page).toContain(`<div id="${firstViewCoverId}"`);
    // The hold is in place before any form of the page exists.
    expect(page!.indexOf("addEventListener('submit'")).toBeLessThan(page!.indexOf('<h1>'));
  });

  it('leaves a `$` in the rendered page as it is', () => {
    expect(withFirstView(template, "<p>KES 1,000 $& $' $1</p>", {})).toContain("<p>KES 1,000 $& $' $1</p>");
  });

  it('makes the text fields read-only until the app takes over, leaving read-only ones and checkboxes as they are', () => {
    const html =
      '<input type="email" name="email" value="a&gt;b"/><textarea name="note">hi</textarea>' +
      '<input readonly="" value="Kenya"/><input type="checkbox" aria-label="Select"/>';
    const page = withFirstView(template, html, {})!;
    expect(page).toContain(
      `<input readonly="" ${firstViewLockAttribute}="" type="email" name="email" value="a&gt;b"/>`,
    );
    expect(page).toContain(`<textarea readonly="" ${firstViewLockAttribute}="" name="note">hi</textarea>`);
    expect(page).toContain('<input readonly="" value="Kenya"/>');
    expect(page).toContain('<input type="checkbox" aria-label="Select"/>');
  });

  it('gives no page for a template without the empty root, so the plain one is sent', () => {
    expect(withFirstView('<html><body><main></main></body></html>', '<h1>x</h1>', {})).toBeNull();
  });
});
