import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../catalogue-compiler';
import en from '@/locales/en.json';
import ar from '@/locales/ar.json';
import de from '@/locales/de.json';
import { hasMessage, i18nStore, translate, translateRich } from './i18n';

afterEach(() => i18nStore.set('en', en));

describe('translate', () => {
  it("writes the page's language, with plurals by that language's rules, from a build's parsed catalogue", () => {
    i18nStore.set('de', compileCatalogue(de));
    expect(translate('profile.unseenMessages', { count: 1 })).toBe('1 ungelesene Nachricht');
    expect(translate('profile.unseenMessages', { count: 3 })).toBe('3 ungelesene Nachrichten');
    i18nStore.set('ar', compileCatalogue(ar));
    expect(translate('profile.unseenMessages', { count: 2 })).toBe('رسالتان غير مقروءتين');
    // The count in the runtime's Arabic digits (Western ones in current CLDR data).
    expect(translate('profile.unseenMessages', { count: 5 })).toBe(
      `${new Intl.NumberFormat('ar').format(5)} رسائل غير مقروءة`,
    );
    expect(translate('shell.link.home')).toBe('الرئيسية');
  });

  it('keeps English exactly as the screens had it, and names an unknown key', () => {
    expect(translate('profile.unseenMessages', { count: 1 })).toBe('1 unseen messages');
    expect(translate('landing.join')).toBe('JOIN');
    expect(translate('no.such.key')).toBe('no.such.key');
    expect(hasMessage('no.such.key')).toBe(false);
  });
});

describe('translateRich', () => {
  it("puts the component's markup where the language's sentence has it, keyed for React", () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(
      createElement(
        'p',
        null,
        translateRich('cookies.banner.text', { link: (words) => createElement('a', { href: '/c' }, words) }),
      ),
    );
    expect(html).toContain('Read our <a href="/c">Site Cookie Policy</a>.');
    expect(errors).not.toHaveBeenCalled();
  });
});
