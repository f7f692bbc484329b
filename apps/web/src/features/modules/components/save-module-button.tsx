import { EDUCATION_TEXT } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { useToggleModuleSave } from '../api/save-module';

/** Save for Later / Unsave: the call depends on the current flag, which the detail then reflects. */
export function SaveModuleButton({ moduleId, isSaved }: { moduleId: number; isSaved: boolean }) {
  const toggle = useToggleModuleSave(moduleId);
  return (
    <>
      <Button
        variant={isSaved ? 'primary' : 'secondary'}
        aria-pressed={isSaved}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(isSaved)}
      >
        {isSaved ? EDUCATION_TEXT.unsave : EDUCATION_TEXT.saveForLater}
      </Button>
      {toggle.isError && <span role="alert">{toggle.error.message}</span>}
    </>
  );
}
