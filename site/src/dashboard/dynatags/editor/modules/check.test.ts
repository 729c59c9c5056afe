import { describe, expect, test } from 'bun:test';
import { MODULE_TYPES } from '@shared/schemas/dynatag-modules';
import { moduleProblems, problemAt } from './check';
import { readNumber } from './forms/NumberField';
import { newModule, withTitle } from './module-types';

describe('module check with the API schemas', () => {
  test('a new module is valid except where the owner must fill something in', () => {
    const needsInput: Record<string, string> = {
      pdf: '/file',
      image: '/file',
      gallery: '/pictures',
      mapRoute: '/points',
      iframe: '/src',
      plugin_disqus: '/shortname',
      plugin_htmlCommentBox: '/widget',
      menu: '/sections/0/name',
      event: '/name /start /end',
      coupon: '/code',
      form: '/consent',
    };
    for (const type of MODULE_TYPES) {
      const problems = Object.keys(moduleProblems(newModule(type, 'm1')));
      expect({ type, problems }).toEqual({ type, problems: needsInput[type]?.split(' ') ?? [] });
    }
  });

  test('a picture needs a description unless it is decoration, as the API checks (missingAlt)', () => {
    const image = { id: 'i', type: 'image', file: 'f1', alt: ' ' } as const;
    expect(moduleProblems(image)).toEqual({ '/alt': 'altRequired' });
    expect(moduleProblems({ ...image, decorative: true })).toEqual({});
    expect(moduleProblems({ ...image, alt: 'Our stand' })).toEqual({});
    const gallery = {
      id: 'g',
      type: 'gallery' as const,
      pictures: [
        { file: 'f1', alt: 'Stand' },
        { file: 'f2', alt: '' },
      ],
    };
    expect(moduleProblems(gallery)).toEqual({ '/pictures/1/alt': 'altRequired' });
  });

  test('each field is named with its schema message key', () => {
    const problems = moduleProblems({
      type: 'contacts',
      id: 'm1',
      contacts: [{ name: ' ', information: '', phone: 'call me', email: 'nope' }],
    });
    expect(problems).toEqual({
      '/contacts/0/name': 'invalidFullName',
      '/contacts/0/phone': 'invalidPhone',
      '/contacts/0/email': 'invalidEmail',
    });
    expect(problemAt(problems, '/contacts', true)).toBe('invalidFullName');
    expect(problemAt(problems, '/contacts')).toBeUndefined();
  });

  test('numbers typed badly (NaN) and out of range are marked', () => {
    const map = {
      ...newModule('map', 'm1'),
      center: { lat: readNumber('59.'), lng: readNumber('x') },
      zoom: 20,
    };
    expect(moduleProblems(map)).toEqual({
      '/center/lng': 'invalidPosition',
      '/zoom': 'invalidZoom',
    });
    expect(readNumber('59,5')).toBe(59.5);
    expect(readNumber('')).toBeNaN();
    expect(moduleProblems({ ...newModule('iframe', 'm1'), src: 'http://x.se', height: 99 })).toEqual({
      '/src': 'invalidIframeSrc',
      '/height': 'invalidHeight',
    });
  });

  test('limits: 20 links and contacts, 2 to 1000 stops', () => {
    const link = { text: 'a', url: 'https://a.se', color: '#fff' };
    expect(moduleProblems({ type: 'links', id: 'm', links: Array(20).fill(link) })).toEqual({});
    expect(moduleProblems({ type: 'links', id: 'm', links: Array(21).fill(link) })).toEqual({
      '/links': 'linkLimit',
    });
    const contact = { name: 'A', information: '', phone: '', email: '' };
    expect(moduleProblems({ type: 'contacts', id: 'm', contacts: Array(21).fill(contact) })).toEqual({
      '/contacts': 'contactLimit',
    });
    const stop = { lat: 1, lng: 2 };
    expect(moduleProblems({ type: 'mapRoute', id: 'm', points: [stop] })).toEqual({
      '/points': 'markerLimit',
    });
    expect(moduleProblems({ type: 'mapRoute', id: 'm', points: Array(1000).fill(stop) })).toEqual({});
    expect(moduleProblems({ type: 'mapRoute', id: 'm', points: Array(1001).fill(stop) })).toEqual({
      '/points': 'markerLimit',
    });
  });

  test('an empty heading is left out; a heading over 200 characters is marked', () => {
    const module = withTitle(newModule('wysiwyg', 'm1'), 'Hello');
    expect(module.title).toBe('Hello');
    expect('title' in withTitle(module, '')).toBe(false);
    expect(moduleProblems(withTitle(module, 'x'.repeat(201)))).toEqual({ '/title': 'invalidText' });
  });
});
