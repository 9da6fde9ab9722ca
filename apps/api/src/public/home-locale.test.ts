import { describe, expect, it } from 'vitest';
import { homeLocale } from './home-locale';

describe('the home page language', () => {
  it('takes ?lang= when it names a language of ours, over the browser', () => {
    expect(homeLocale('en', 'id')).toBe('en');
    expect(homeLocale('ar', undefined)).toBe('ar');
    expect(homeLocale('id', 'en-US,en;q=0.9')).toBe('id');
  });

  it('ignores an unknown or repeated ?lang= and reads the browser instead', () => {
    expect(homeLocale('fr', 'en')).toBe('en');
    expect(homeLocale('EN', undefined)).toBe('id');
    expect(homeLocale(['en', 'ar'], 'ar')).toBe('ar');
  });

  it('is Indonesian without a language we have', () => {
    expect(homeLocale(undefined, undefined)).toBe('id');
    expect(homeLocale(undefined, '')).toBe('id');
    expect(homeLocale(undefined, 'fr-FR,de;q=0.8,*;q=0.5')).toBe('id');
  });

  it('reads a region tag as its language, whatever its case', () => {
    expect(homeLocale(undefined, 'en-GB')).toBe('en');
    expect(homeLocale(undefined, 'AR-eg')).toBe('ar');
    expect(homeLocale(undefined, 'id-ID')).toBe('id');
  });

  it('picks the highest weight, the first listed among equals, and never a refused one', () => {
    expect(homeLocale(undefined, 'fr, en;q=0.5, ar;q=0.8')).toBe('ar');
    expect(homeLocale(undefined, 'en;q=0.8, ar;q=0.8')).toBe('en');
    expect(homeLocale(undefined, 'ar;q=0.8, en;q=0.8')).toBe('ar');
    expect(homeLocale(undefined, 'en;q=0, ar;q=0.1')).toBe('ar');
    expect(homeLocale(undefined, 'en;q=0')).toBe('id');
    expect(homeLocale(undefined, 'en;q=abc, ar;q=0.2')).toBe('ar');
  });

  it('takes a language without a weight as the most wanted', () => {
    expect(homeLocale(undefined, 'ar;q=0.9, en')).toBe('en');
    expect(homeLocale(undefined, 'en;q=1, ar')).toBe('en');
  });
});
