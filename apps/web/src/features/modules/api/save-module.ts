import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveModuleResponseSchema, type EducationModule } from '@aatd/contract';
import { api } from '@/lib/api-client';
import { moduleKeys } from './keys';

/** Saved means the remove call is made, otherwise the save call (spec part 2 §4). */
export async function toggleModuleSave(moduleId: number, isSaved: boolean) {
  const body = { educationModuleId: moduleId };
  const res = isSaved
    ? await api.delete('/education/save-education-modules', body)
    : await api.post('/education/save-education-modules', body);
  return SaveModuleResponseSchema.parse(res);
}

/**
 * The detail's flag is set in place (refetching it would count another view); every list, the
 * search and My Account's saved modules are refreshed.
 */
export function useToggleModuleSave(moduleId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (isSaved: boolean) => toggleModuleSave(moduleId, isSaved),
    onSuccess: (r) => {
      qc.setQueryData<EducationModule>(moduleKeys.detail(moduleId), (m) => (m ? { ...m, isSaved: r.isSaved } : m));
      void qc.invalidateQueries({ queryKey: moduleKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}
