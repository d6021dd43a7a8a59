import { authHeaders } from '@/api/client';
import { LANGUAGES, useUi } from './ui';

function stored(state: object) {
  window.localStorage.setItem('emis-ui', JSON.stringify({ state, version: 0 }));
}

describe('ui store', () => {
  afterEach(() => useUi.setState({ language: 'uz' }));

  it('offers Uzbek in its two scripts first, then Russian and English', () => {
    expect(LANGUAGES).toEqual(['uz', 'uz-Cyrl', 'ru', 'en']);
  });

  it('puts Uzbek in Cyrillic on the page and on every call to the server', () => {
    useUi.getState().setLanguage('uz-Cyrl');
    expect(document.documentElement.lang).toBe('uz-Cyrl');
    expect(authHeaders()['Accept-Language']).toBe('uz-Cyrl');
    useUi.getState().setLanguage('uz');
    expect(document.documentElement.lang).toBe('uz');
    expect(authHeaders()['Accept-Language']).toBe('uz');
  });

  it('remembers Uzbek in Cyrillic across a reload, and keeps the current language for one it does not know', async () => {
    stored({ language: 'uz-Cyrl', theme: 'light' });
    await useUi.persist.rehydrate();
    expect(useUi.getState().language).toBe('uz-Cyrl');

    useUi.setState({ language: 'uz' });
    stored({ language: 'uz-Latn', theme: 'light' });
    await useUi.persist.rehydrate();
    expect(useUi.getState().language).toBe('uz');
  });
});
