import { createPhoneMasked } from './support-form.phone';
import { phoneInsertion } from './support-form.rules';

/** The field after `text` arrives at once (paste, autofill, the value set on mount). */
function masked(text: string): string {
  const mask = createPhoneMasked();
  mask.value = text;
  return mask.value;
}

/** The field after `keys` are typed one by one. */
function typed(keys: string): string {
  const mask = createPhoneMasked();
  for (const key of keys) mask.append(key, { input: true, raw: true });
  return mask.value;
}

describe('support-form phone mask', () => {
  it.each([
    ['+7 912 345 67 89'],
    ['+7 (912) 345-67-89'],
    ['8 912 345 67 89'],
    ['8 (912) 345-67-89'],
    ['89123456789'],
    ['79123456789'],
    ['9123456789'],
    ['912-345-67-89'],
  ])('reads «%s» arriving at once as +7 (912) 345-67-89', (text) => {
    expect(masked(text)).toBe('+7 (912) 345-67-89');
  });

  // A national number starting with 7 (Kazakhstan's 7xx): the mask's own +7 must not take its first digit.
  it.each([['8 (701) 123-45-67'], ['+7 701 123 45 67'], ['+7 (701) 123-45-67'], ['77011234567'], ['7011234567'], ['87011234567']])(
    'reads «%s» arriving at once as +7 (701) 123-45-67',
    (text) => {
      expect(masked(text)).toBe('+7 (701) 123-45-67');
    },
  );

  it('reads a number starting with 7 pasted after a typed country code', () => {
    const mask = createPhoneMasked();
    mask.append('8', { input: true, raw: true });
    mask.append('701 123 45 67', { input: true, raw: true });
    expect(mask.value).toBe('+7 (701) 123-45-67');
    expect(typed('87011234567')).toBe('+7 (701) 123-45-67');
  });

  it.each([['8'], ['89'], ['891'], ['8912345'], ['89123456'], ['891234567'], ['8912345678'], ['7912'], ['+7 91']])(
    'reads «%s», typed before the mask came, as the start of the number, and the keys after it complete it',
    (before) => {
      let typedBefore = true;
      const mask = createPhoneMasked(() => typedBefore);
      mask.value = before;
      typedBefore = false;
      const digits = before.replace(/\D/g, '');
      for (const key of '79123456789'.slice(digits.length)) mask.append(key, { input: true, raw: true });
      expect(mask.value).toBe('+7 (912) 345-67-89');
    },
  );

  it('reads ten digits arriving at once as a national number, whatever they start with', () => {
    expect(masked('8123456789')).toBe('+7 (812) 345-67-89');
    expect(masked('7011234567')).toBe('+7 (701) 123-45-67');
  });

  it('turns a leading 8 typed into +7 and keeps the rest', () => {
    expect(typed('8')).toBe('+7');
    expect(typed('89123456789')).toBe('+7 (912) 345-67-89');
  });

  it('takes a typed 7 as the country code too', () => {
    expect(typed('79123456789')).toBe('+7 (912) 345-67-89');
  });

  it('types a national number straight in', () => {
    expect(typed('9123456789')).toBe('+7 (912) 345-67-89');
  });

  it('keeps an 8 typed inside the number', () => {
    expect(typed('98888')).toBe('+7 (988) 88');
  });

  it('keeps the toll-free 8 800 number', () => {
    expect(masked('8 800 555 35 35')).toBe('+7 (800) 555-35-35');
  });

  it('ignores letters and stops at ten digits', () => {
    expect(masked('tel: 8 912 345 67 89 доб. 12')).toBe('+7 (912) 345-67-89');
    expect(typed('912a345')).toBe('+7 (912) 345');
  });

  it('leaves an insertion inside a started number alone', () => {
    expect(phoneInsertion('8', { value: '+7 (9', digits: '79' })).toBe('8');
    expect(phoneInsertion('8', { value: '+7', digits: '7' })).toBe('8');
  });
});
