// The one Accept-Language reading, at its edges: weights (q=0 is "not this one"), `*`, regional subtags,
// malformed weights. The API (pickLang) and the pages (negotiate.ts) both answer through it.
import { describe, expect, test } from 'bun:test';
import { acceptedLang } from './accept-language';

describe('acceptedLang', () => {
  test.each([
    ['fi;q=0, en', 'en'],
    ['fi, en;q=0.9', 'fi'],
    ['en;q=0.5, fi;q=0.8', 'fi'],
    ['de, fi;q=0.5, en;q=0.8', 'en'],
    // Equal weights: the header's order.
    ['en, fi', 'en'],
    ['fi;q=0.7, en;q=0.7', 'fi'],
    // Regional subtags name the language; the plain one, when named, decides.
    ['sv-FI', 'sv'],
    ['fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7', 'fi'],
    ['en-GB;q=0.3, en-US;q=0.9, fi;q=0.5', 'en'],
    ['fi-FI, fi;q=0', null],
    // `*`: any language not named otherwise (ours in our order: Swedish first).
    ['*', 'sv'],
    ['de, *;q=0.5', 'sv'],
    ['sv;q=0, *', 'en'],
    ['fi;q=0, *;q=0.1, de', 'sv'],
    ['*;q=0, en', 'en'],
    // q=0 everywhere, nothing of ours, or nothing at all.
    ['sv;q=0, en;q=0, fi;q=0.000', null],
    ['de-DE, fr', null],
    ['', null],
    [' , ;q=1', null],
    // Case and spaces do not matter; a parameter besides q is ignored.
    ['EN ; Q=0.4 , FI ; q=0.3', 'en'],
    ['fi;level=1;q=0.2, en;q=0.1', 'fi'],
    // A weight that is none (not 0 to 1 with at most three decimals) leaves its entry out.
    ['fi;q=high, en;q=0.1', 'en'],
    ['fi;q=2, en;q=0.1', 'en'],
    ['fi;q=0.5000, en;q=0.1', 'en'],
    ['fi;q=, en;q=0.1', 'en'],
    ['fi;q=1.000, en', 'fi'],
  ])('%p → %p', (header, lang) => {
    expect(acceptedLang(header)).toBe(lang as never);
  });

  test('no header', () => {
    expect(acceptedLang(null)).toBeNull();
    expect(acceptedLang(undefined)).toBeNull();
  });
});
