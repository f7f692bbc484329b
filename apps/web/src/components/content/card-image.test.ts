import { describe, expect, it } from 'vitest';
import { cardSized } from './card-image';

describe('card-sized images', () => {
  it('uses the library card size of a library image, and any other image as it is', () => {
    expect(cardSized('/api/media/library/3f2a9c1e-0b7d-4c1a-9e55-1d2f3a4b5c6d.webp')).toBe(
      '/api/media/library/3f2a9c1e-0b7d-4c1a-9e55-1d2f3a4b5c6d-card.webp',
    );
    expect(cardSized('/api/media/education/module-1.webp')).toBe('/api/media/education/module-1.webp');
    expect(cardSized('https://images.example.org/a.webp')).toBe('https://images.example.org/a.webp');
  });
});
