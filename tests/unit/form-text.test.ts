/**
 * What every form reads (app/lib/customer/account-forms.ts): single-line fields without control
 * characters, the message's lines kept, and one e-mail check for the whole shop. The care form's
 * name with CR/LF in it was found by the second outside probe.
 */
import {describe, expect, it} from 'vitest';
import {readCareForm} from '~/lib/care/care-form';
import {emailError, multiLineText, text} from '~/lib/customer/account-forms';

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
};

describe('single-line fields', () => {
  it('lose CR, LF, tabs, C1 controls and DEL', () => {
    const typed = form({name: ' Giulia\r\nBcc: x@evil.example\u0085\u007f\tRossi '});
    expect(text(typed, 'name')).toBe('Giulia Bcc: x@evil.example Rossi');
    expect(text(form({name: 'Giulia Rossi'}), 'name')).toBe('Giulia Rossi');
  });

  it('reach the care request without them, while the message keeps its lines', async () => {
    const parsed = await readCareForm(
      form({
        topic: 'other',
        name: 'Giulia\r\nRossi',
        email: 'giulia@example.com',
        message: 'Prima riga\r\nseconda riga\u0000 con un nulla.',
        isPrivacyDisclaimerChecked: 'on',
      }),
    );
    expect(parsed.ok && parsed.value).toMatchObject({
      name: 'Giulia Rossi',
      message: 'Prima riga\nseconda riga con un nulla.',
    });
    expect(multiLineText(form({m: 'a\tb'}), 'm')).toBe('a\tb');
  });
});

describe('the e-mail check', () => {
  it.each([
    'giulia@example.com',
    'giulia.rossi+saldi@mail.example.it',
    '"giulia rossi"@example.com',
    '"a\\"b"@example.com',
  ])('takes %s', (email) => expect(emailError(email)).toBeNull());

  it.each([
    'Giulia <giulia@example.com>',
    '<giulia@example.com>',
    'giulia>@example.com',
    'giu"lia@example.com',
    'giulia@exa"mple.com',
    'giulia rossi@example.com',
    'giulia@exa mple.com',
    'giulia@example.com,x@evil.example',
    '"giulia@example.com',
    'giulia@example',
  ])('refuses %s', (email) => expect(emailError(email)).toBe('emailInvalid'));
});
