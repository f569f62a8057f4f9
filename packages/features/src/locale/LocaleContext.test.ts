import { en_US, zh_CN } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { en_US as featuresEn_US } from './en_US';
import { carriesFeaturesLocale, featuresLocaleFor } from './LocaleContext';
import type { AtelierLocale } from './types';
import { zh_CN as featuresZh_CN } from './zh_CN';

describe('featuresLocaleFor: the features follow the locale AtelierProvider is given', () => {
  it("takes the features' own locale of the same tag", () => {
    expect(featuresLocaleFor(en_US)).toBe(featuresEn_US);
    expect(featuresLocaleFor(zh_CN)).toBe(featuresZh_CN);
  });

  it('takes the same language when the tag differs, Chinese when the language is unknown', () => {
    expect(featuresLocaleFor({ ...en_US, locale: 'en-GB' })).toBe(featuresEn_US);
    expect(featuresLocaleFor({ ...en_US, locale: 'EN' })).toBe(featuresEn_US);
    expect(featuresLocaleFor({ ...zh_CN, locale: 'zh-Hans-CN' })).toBe(featuresZh_CN);
    expect(featuresLocaleFor({ ...en_US, locale: 'fr-FR' })).toBe(featuresZh_CN);
  });

  it("takes an AtelierLocale's own features slice before any built-in one", () => {
    const features = { ...featuresEn_US, locale: 'en-US' };
    const locale: AtelierLocale = { ...en_US, features };
    expect(carriesFeaturesLocale(locale)).toBe(true);
    expect(carriesFeaturesLocale(en_US)).toBe(false);
    expect(featuresLocaleFor(locale)).toBe(features);
  });
});
