import type { AvatarKey } from '../data/types';

type Look = { background: string; skin: string; hair: string; top: string; hairPath: string; extra?: string };

/* Abstract, drawn-in-code portraits: the cases are fictional, so no photograph of a real person is used. */
const LOOKS: Record<AvatarKey, Look> = {
  'woman-60': {
    background: '#dbe8f4',
    skin: '#f1c9a5',
    hair: '#b9b9b9',
    top: '#0e7c66',
    hairPath: 'M34 58c0-20 11-33 26-33s26 13 26 33l-4 12c-1-14-6-24-22-26-15 2-21 12-22 26z',
  },
  'girl-7': {
    background: '#fdf0c8',
    skin: '#c68e62',
    hair: '#3b2a20',
    top: '#e0a800',
    hairPath: 'M38 54c0-17 10-27 22-27s22 10 22 27c-3-8-10-15-22-15s-19 7-22 15z',
    extra: 'M30 58a7 9 0 1 0 14 0a7 9 0 1 0-14 0zM76 58a7 9 0 1 0 14 0a7 9 0 1 0-14 0z',
  },
  'man-45': {
    background: '#e3e0f3',
    skin: '#e8b48e',
    hair: '#5a3b22',
    top: '#0b4f8a',
    hairPath: 'M37 52c0-16 10-25 23-25s23 9 23 25c-4-7-11-11-23-11s-19 4-23 11z',
  },
  'woman-52': {
    background: '#f6e1e6',
    skin: '#8d5a3b',
    hair: '#7a2e1f',
    top: '#6b3fa0',
    hairPath: 'M32 80c-2-34 9-54 28-54s30 20 28 54l-8-4c2-18-4-32-20-34-16 2-22 16-20 34z',
  },
};

type Props = { image: AvatarKey; className?: string; label?: string };

/** A patient's illustration; decorative unless a label is given. */
export function PatientAvatar({ image, className, label }: Props) {
  const look = LOOKS[image];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 120 120" className={className} focusable="false" {...a11y}>
      <rect width="120" height="120" rx="12" fill={look.background} />
      {look.extra && <path d={look.extra} fill={look.hair} />}
      <path d="M22 120c2-22 17-34 38-34s36 12 38 34z" fill={look.top} />
      <rect x="53" y="70" width="14" height="18" rx="6" fill={look.skin} />
      <ellipse cx="60" cy="56" rx="21" ry="24" fill={look.skin} />
      <path d={look.hairPath} fill={look.hair} />
    </svg>
  );
}
