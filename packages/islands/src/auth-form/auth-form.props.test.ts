import { isSignedIn, parseAuthFormProps } from './auth-form.props';
import { RESEND_INTERVAL_SEC } from './auth-form.rules';

describe('parseAuthFormProps (docs/islands/auth-form.md#props)', () => {
  it('reads the login page’s props with their defaults', () => {
    const props = parseAuthFormProps({ captchaSid: 'a1', captchaImage: '/c.php?captcha_sid=a1', contactId: 100501, phone: '+7 (916) ***-**-17' });
    expect(props).toEqual({
      captchaSid: 'a1',
      captchaImage: '/c.php?captcha_sid=a1',
      contactId: '100501',
      phone: '+7 (916) ***-**-17',
      resendIntervalSec: RESEND_INTERVAL_SEC,
      resendWaitSec: 0,
      loginAction: '?login=yes',
      codeAction: '?login=yes',
      logoutUrl: '',
    });
    expect(isSignedIn(props)).toBe(false);
  });

  it('needs no captcha on the signed-in face', () => {
    const props = parseAuthFormProps({ logoutUrl: '/?logout=yes' });
    expect(isSignedIn(props)).toBe(true);
  });

  it.each([
    [{}, /props\.captchaSid/],
    [{ captchaSid: 'a1' }, /props\.captchaImage/],
    [{ captchaSid: 'a1', captchaImage: '/c', resendIntervalSec: 0 }, /props\.resendIntervalSec: expected a whole number > 0/],
    [{ captchaSid: 'a1', captchaImage: '/c', resendWaitSec: -5 }, /props\.resendWaitSec/],
    ['nope', /props: expected an object/],
  ])('refuses %j with a TypeError naming the field', (raw, message) => {
    expect(() => parseAuthFormProps(raw)).toThrow(TypeError);
    expect(() => parseAuthFormProps(raw)).toThrow(message);
  });
});
