import { isEmbeddableVideo } from '@aatd/contract';

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const NUMERIC_ID = /^\d{1,15}$/;
const WISTIA_ID = /^[a-z0-9]{6,20}$/i;

/**
 * The player address for a video link an editor pastes: a YouTube watch or short link becomes the
 * privacy-enhanced embed, a Vimeo page its player, a Wistia media page its iframe; a player
 * address of an allowed host is kept. Anything else (another host, http, not a URL) gives null,
 * so only the hosts members' pages may frame ever reach the text.
 */
export function toEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^m\./, 'www.');
  const parts = url.pathname.split('/').filter(Boolean);
  let embed: string | null = null;
  if ((host === 'www.youtube.com' || host === 'youtube.com') && parts[0] === 'watch') {
    const id = url.searchParams.get('v') ?? '';
    if (YOUTUBE_ID.test(id)) embed = `https://www.youtube-nocookie.com/embed/${id}`;
  } else if (host === 'youtu.be' && parts.length === 1 && YOUTUBE_ID.test(parts[0]!)) {
    embed = `https://www.youtube-nocookie.com/embed/${parts[0]}`;
  } else if ((host === 'vimeo.com' || host === 'www.vimeo.com') && parts.length === 1 && NUMERIC_ID.test(parts[0]!)) {
    embed = `https://player.vimeo.com/video/${parts[0]}`;
  } else if (/(^|\.)wistia\.com$/.test(host) && parts[0] === 'medias' && WISTIA_ID.test(parts[1] ?? '')) {
    embed = `https://fast.wistia.net/embed/iframe/${parts[1]}`;
  } else {
    embed = url.toString();
  }
  return embed && isEmbeddableVideo(embed) ? embed : null;
}
