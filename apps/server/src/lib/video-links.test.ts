import { describe, expect, it } from 'vitest';
import { withVideoTracking } from './video-links.js';

const viewer = { customerId: 'C-1', country: 'DE', digitalId: 'abc' };

describe('withVideoTracking', () => {
  it('turns autoplay off and adds the customer and tracking ids', () => {
    const out = new URL(withVideoTracking('https://www.youtube-nocookie.com/embed/x?autoplay=1&rel=0', viewer));
    expect(out.searchParams.get('autoplay')).toBe('0');
    expect(out.searchParams.get('customerId')).toBe('C-1');
    expect(out.searchParams.get('trackingId')).toBe('DE-abc');
    expect(out.searchParams.get('rel')).toBe('0');
  });
  it('keeps a site-relative link relative', () => {
    expect(withVideoTracking('/api/media/sample/a.mp4', viewer)).toBe(
      '/api/media/sample/a.mp4?autoplay=0&customerId=C-1&trackingId=DE-abc',
    );
  });
});
