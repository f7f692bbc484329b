import { describe, expect, it, vi } from 'vitest';
import { noteAccessGateClosed } from './access-gates';
import { currentUserQueryOptions } from './current-user';
import { queryClient } from './query-client';

describe('a gate closing mid-session', () => {
  it('reads the profile again wherever the page is (member pages or console)', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    noteAccessGateClosed();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: currentUserQueryOptions.queryKey });
  });
});
