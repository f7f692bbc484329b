import { FALLBACK_IMAGE } from './fallback-image';

// A media-library image (/api/media/library/<uuid>.webp) has a card size (800 px wide) beside it.
const LIBRARY_IMAGE = /^(\/api\/media\/library\/[0-9a-f-]+)\.webp$/;

/** The card-sized file of an image: the library's card size where there is one, else the image itself. */
export const cardSized = (src: string) => {
  const library = LIBRARY_IMAGE.exec(src);
  return library ? `${library[1]}-card.webp` : src;
};

/** A card's decorative picture, loaded when it scrolls near and no larger than a card needs. */
export function CardImage({ src, className }: { src: string | null | undefined; className?: string | undefined }) {
  return <img className={className} src={src ? cardSized(src) : FALLBACK_IMAGE} alt="" loading="lazy" />;
}
