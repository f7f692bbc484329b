import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './video-embed';

describe('toEmbedUrl', () => {
  it('turns the links editors paste into the player address of an allowed host', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(toEmbedUrl(' https://youtu.be/dQw4w9WgXcQ ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(toEmbedUrl('https://acme.wistia.com/medias/abc123def4')).toBe(
      'https://fast.wistia.net/embed/iframe/abc123def4',
    );
  });

  it('keeps a player address of an allowed host as it is', () => {
    expect(toEmbedUrl('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(toEmbedUrl('https://www.youtube-nocookie.com/embed/abcdefg')).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefg',
    );
  });

  it('refuses other hosts, plain http and text that is not a link', () => {
    expect(toEmbedUrl('https://evil.example/embed/x')).toBeNull();
    expect(toEmbedUrl('http://player.vimeo.com/video/1')).toBeNull();
    expect(toEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(toEmbedUrl('not a link')).toBeNull();
  });
});
