import { i18nStore } from '@/lib/i18n';
import en from '@/locales/en.json';

/**
 * Unit tests run without a page, so no catalogue block: they read the English catalogue, the
 * spec's words, as an English page would.
 */
i18nStore.set('en', en);
