import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlListParams } from './use-url-list-params';

const inRouter =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );

const useParamsAndSearch = () => ({
  params: useUrlListParams<{ page?: number; search?: string; status?: string }>(),
  search: useLocation().search,
});

describe('useUrlListParams', () => {
  it('reads the page, at least 1', () => {
    const { result } = renderHook(useParamsAndSearch, { wrapper: inRouter('/list?page=-3') });
    expect(result.current.params.page).toBe(1);
  });

  it('goes back to page 1 when a filter changes, and drops empty values', () => {
    const { result } = renderHook(useParamsAndSearch, {
      wrapper: inRouter('/list?page=3&status=pending&search=goa'),
    });
    expect(result.current.params.page).toBe(3);

    act(() => result.current.params.update({ status: '', search: 'pune' }));
    expect(result.current.search).toBe('?search=pune');

    act(() => result.current.params.update({ page: 2 }));
    expect(result.current.search).toBe('?search=pune&page=2');
    act(() => result.current.params.update({ page: 1 }));
    expect(result.current.search).toBe('?search=pune');
  });
});
