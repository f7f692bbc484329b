import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The one rule for every form's submit button (spec: disabled while the form is invalid):
 * disabled while invalid and while a submission is under way, so nothing is sent twice.
 */
export function SubmitButton(props: { valid: boolean; pending?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" disabled={!props.valid || props.pending === true}>
      {props.children}
    </Button>
  );
}
