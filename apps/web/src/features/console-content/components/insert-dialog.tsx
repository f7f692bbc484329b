import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { MediaPickerDialog } from '@/components/media-library/media-picker-dialog';
import { EMBED_HOSTS_TEXT } from '../utils/content-text';
import { toEmbedUrl } from '../utils/video-embed';

export type InsertKind = 'link' | 'image' | 'video';
export type Inserted =
  | { kind: 'link'; href: string }
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'video'; src: string; title: string };

const TITLES: Record<InsertKind, string> = { link: 'Add a link', image: 'Add an image', video: 'Add a video' };

const isWebLink = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:' || u.protocol === 'mailto:';
  } catch {
    return false;
  }
};
// The server keeps images over https or from this site only.
const isImageSource = (v: string) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^/]/.test(v);

/** Asks for a link's address, an image's address and alt text, or a video's link and title. */
export function InsertDialog({
  kind,
  initialLink,
  onInsert,
  onClose,
}: {
  kind: InsertKind;
  initialLink: string;
  onInsert: (value: Inserted) => boolean;
  onClose: () => void;
}) {
  const [first, setFirst] = useState(kind === 'link' ? initialLink : '');
  const [second, setSecond] = useState('');
  const [errors, setErrors] = useState<{ first?: string; second?: string }>({});
  const [picking, setPicking] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The dialog is portalled out of the editor's form in the DOM but not in React's tree: its
    // submit would bubble to that form and save (and, for a new item, reload) the whole item.
    e.stopPropagation();
    const url = first.trim();
    const text = second.trim();
    const next: typeof errors = {};
    if (kind === 'link' && !isWebLink(url)) next.first = 'Enter a web address (https://…) or a mailto: address';
    if (kind === 'image' && !isImageSource(url)) {
      next.first = 'Enter an https:// address or a path on this site, or choose an image from the library';
    }
    if (kind === 'image' && !text) next.second = 'Describe the image for members who cannot see it';
    if (kind === 'video' && !toEmbedUrl(url)) next.first = `Only videos from ${EMBED_HOSTS_TEXT} can be embedded`;
    if (kind === 'video' && !text) next.second = 'Give the video a title';
    setErrors(next);
    if (next.first || next.second) return;
    const value: Inserted =
      kind === 'link'
        ? { kind, href: url }
        : kind === 'image'
          ? { kind, src: url, alt: text }
          : { kind, src: url, title: text };
    if (onInsert(value)) onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={TITLES[kind]}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={kind === 'link' ? 'Address' : kind === 'image' ? 'Image address' : 'Video link'}
          value={first}
          onChange={(e) => setFirst(e.target.value)}
          error={errors.first}
          hint={kind === 'video' ? `A link from ${EMBED_HOSTS_TEXT}` : undefined}
          autoFocus
        />
        {kind === 'image' && (
          <p>
            <Button variant="secondary" onClick={() => setPicking(true)}>
              Choose from library
            </Button>
          </p>
        )}
        {kind !== 'link' && (
          <TextField
            label={kind === 'image' ? 'Alt text' : 'Video title'}
            value={second}
            onChange={(e) => setSecond(e.target.value)}
            error={errors.second}
          />
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Insert</Button>
        </DialogActions>
      </form>
      {picking && (
        <MediaPickerDialog
          kind="image"
          onClose={() => setPicking(false)}
          onChoose={(file) => {
            // The library's address of the page-sized image, and its alt text unless one was typed.
            setFirst(file.url);
            if (!second.trim()) setSecond(file.alt ?? '');
            setErrors({});
            setPicking(false);
          }}
        />
      )}
    </Dialog>
  );
}
