/** The customer-care form's checks, field by field, in each market's words; the photo's bytes. */
import {describe, expect, it} from 'vitest';
import {
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  orderName,
  readCareForm,
  type CareFormField,
} from '~/lib/care/care-form';
import {imageTypeOf, PHOTO_MAX_BYTES, photoFileName} from '~/lib/care/photo';
import {translator, type MessageTree} from '~/lib/i18n';
import it_ from '~/locales/it/common';
import sl from '~/locales/sl/common';
import hr from '~/locales/hr/common';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = new TextEncoder().encode('RIFF\u0024\u0000\u0000\u0000WEBPVP8 ');
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000');

const VALID = {
  topic: 'returns',
  orderNumber: '#1001',
  name: 'Giulia Rossi',
  email: 'giulia@example.com',
  message: 'La scarpa sinistra è scucita sul tallone.',
  isPrivacyDisclaimerChecked: 'on',
};

function form(fields: Record<string, string>, photo?: File) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  // A browser sends an empty file part when no photo was chosen.
  data.set('photo', photo ?? new File([], '', {type: 'application/octet-stream'}));
  return data;
}

async function errorsOf(change: Record<string, string>, photo?: File) {
  const parsed = await readCareForm(form({...VALID, ...change}, photo));
  return parsed.ok ? {} : parsed.errors;
}

describe('the care form', () => {
  it('takes a valid post: the order name normalised, no photo when none was chosen', async () => {
    const parsed = await readCareForm(form({...VALID, orderNumber: ' 1001 '}));
    expect(parsed).toEqual({
      ok: true,
      photoSent: false,
      value: {
        topic: 'returns',
        orderNumber: '#1001',
        name: 'Giulia Rossi',
        email: 'giulia@example.com',
        message: VALID.message,
        photo: null,
      },
    });
  });

  it.each([
    ['topic', {topic: ''}, 'topicRequired'],
    ['topic', {topic: 'refund'}, 'topicRequired'],
    ['orderNumber', {orderNumber: ''}, 'orderRequired'],
    ['orderNumber', {topic: 'order', orderNumber: ''}, 'orderRequired'],
    ['orderNumber', {orderNumber: 'ABC-1'}, 'orderInvalid'],
    ['orderNumber', {topic: 'other', orderNumber: '12'}, 'orderInvalid'],
    ['name', {name: ''}, 'nameRequired'],
    ['name', {name: 'x'.repeat(NAME_MAX + 1)}, 'nameTooLong'],
    ['email', {email: ''}, 'emailRequired'],
    ['email', {email: 'giulia@'}, 'emailInvalid'],
    ['message', {message: 'x'.repeat(MESSAGE_MIN - 1)}, 'messageTooShort'],
    ['message', {message: 'x'.repeat(MESSAGE_MAX + 1)}, 'messageTooLong'],
    ['isPrivacyDisclaimerChecked', {isPrivacyDisclaimerChecked: ''}, 'privacyRequired'],
    ['isPrivacyDisclaimerChecked', {isPrivacyDisclaimerChecked: 'yes'}, 'privacyRequired'],
  ] as Array<[CareFormField, Record<string, string>, string]>)(
    'refuses %s (%j) with %s, and only it',
    async (field, change, key) => {
      expect(await errorsOf(change)).toEqual({[field]: key});
    },
  );

  it('asks no order number for other topics, and takes one there too', async () => {
    for (const topic of ['products', 'payment', 'other'])
      expect(await errorsOf({topic, orderNumber: ''}), topic).toEqual({});
    expect(await errorsOf({topic: 'other', orderNumber: '1002'})).toEqual({});
  });

  it('keeps what was typed with the errors, and says a photo was sent', async () => {
    const photo = new File([JPEG], 'scarpa.jpg', {type: 'image/jpeg'});
    const parsed = await readCareForm(form({...VALID, email: 'giulia@'}, photo));
    expect(parsed).toMatchObject({
      ok: false,
      photoSent: true,
      values: {...VALID, email: 'giulia@', photo: ''},
    });
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
  ])(
    'takes a %s photo by its bytes, whatever its name and declared type',
    async (_, bytes, type) => {
      const photo = new File([bytes], 'IMG 0001.heic', {type: 'application/octet-stream'});
      const parsed = await readCareForm(form(VALID, photo));
      expect(parsed.ok && parsed.value.photo).toMatchObject({contentType: type});
      expect(parsed.ok && parsed.value.photo?.fileName).toBe(
        `IMG-0001.${type === 'image/jpeg' ? 'jpg' : type.slice(6)}`,
      );
    },
  );

  it('refuses a photo whose bytes are no JPEG, PNG or WebP, even named and typed as one', async () => {
    const gif = new File([GIF], 'scarpa.jpg', {type: 'image/jpeg'});
    expect(await errorsOf({}, gif)).toEqual({photo: 'photoType'});
    const page = new File(['<html><script>'], 'scarpa.png', {type: 'image/png'});
    expect(await errorsOf({}, page)).toEqual({photo: 'photoType'});
  });

  it('refuses a photo over 5 MB, and takes one of exactly 5 MB', async () => {
    const over = new File([JPEG, new Uint8Array(PHOTO_MAX_BYTES)], 'grande.jpg');
    expect(await errorsOf({}, over)).toEqual({photo: 'photoTooLarge'});
    const at = new File([JPEG, new Uint8Array(PHOTO_MAX_BYTES - JPEG.length)], 'giusta.jpg');
    expect(await errorsOf({}, at)).toEqual({});
  });
});

describe('order names', () => {
  it.each([
    ['1001', '#1001'],
    ['#1001', '#1001'],
    ['# 20001', '#20001'],
    ['100', null],
    ['#10a1', null],
    ['1001#', null],
  ])('%s → %s', (value, name) => expect(orderName(value)).toBe(name));
});

describe('photo bytes and names', () => {
  it('knows the three image types by their first bytes only', () => {
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(WEBP)).toBe('image/webp');
    expect(imageTypeOf(GIF)).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('RIFF....WAVE'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it('names the file after what it is, in safe characters', () => {
    expect(photoFileName('Scarpa rotta è qui!.PNG', 'image/jpeg')).toBe('Scarpa-rotta-e-qui.jpg');
    expect(photoFileName('../../etc/passwd', 'image/png')).toBe('foto.png');
    expect(photoFileName('scarpa<script>.png', 'image/png')).toBe('scarpa-script.png');
    expect(photoFileName('👟.webp', 'image/webp')).toBe('foto.webp');
  });
});

describe('the form’s messages', () => {
  const markets = {it: it_, sl, hr} as Record<string, MessageTree>;
  const keys = [
    'topicRequired',
    'orderRequired',
    'orderInvalid',
    'nameRequired',
    'emailRequired',
    'emailInvalid',
    'messageTooShort',
    'photoType',
    'photoTooLarge',
    'privacyRequired',
  ];
  it.each(Object.keys(markets))('%s words every refusal, with its numbers', (market) => {
    const t = translator(market, markets[market]!);
    const words = keys.map((key) => t(`care.errors.${key}`, {min: MESSAGE_MIN, max: MESSAGE_MAX}));
    for (const [i, word] of words.entries()) {
      expect(word, keys[i]).not.toMatch(/^care\.|\{\{/);
    }
    expect(new Set(words).size).toBe(keys.length);
    expect(t('care.errors.messageTooShort', {min: MESSAGE_MIN})).toContain(String(MESSAGE_MIN));
  });

  it('says how many minutes to wait in each language’s plural', () => {
    expect(translator('it', it_)('care.errors.rateLimited', {count: 1})).toContain('tra 1 minuto');
    expect(translator('sl', sl)('care.errors.rateLimited', {count: 2})).toContain('čez 2 minuti');
    expect(translator('hr', hr)('care.errors.rateLimited', {count: 3})).toContain('za 3 minute');
    expect(translator('hr', hr)('care.errors.rateLimited', {count: 5})).toContain('za 5 minuta');
  });
});
