import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchX, SlidersHorizontal, X } from 'lucide-react';
import { PROPERTY_SORTS, type Feature, paths } from '@nestly/shared';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  FormField,
  Pagination,
  Select,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { useRevealAppWhenSettled } from '../../../lib/use-reveal-app';
import { pluralize } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSearchProperties } from '../api/search-properties';
import { usePropertyFilters } from '../hooks/use-property-filters';
import { loadSearchSchemas } from '../lib/load-search-schemas';
import type { FilterFormValues } from '../lib/filter-form';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  countActiveFilters,
  type PropertyFilters,
} from '../lib/property-filters';
import { chipsOf } from '../lib/filter-chips';
import { SORT_LABELS } from '../lib/labels';
import {
  FilterPanelPlaceholder,
  LazyFilterDrawer,
  LazyFilterPanel,
  preloadFilterPanel,
} from './lazy-filter-panel';
import { PRIORITY_CARDS } from '../lib/cards';
import { PropertyCard } from './property-card';
import { PropertyGridSkeleton } from './property-card-skeleton';

// The URL's filters and the search's answers are checked with the shared schemas, which come beside
// this screen's code, not in it (issue 12: the page draws without Zod). They are asked for as soon
// as this module runs, which for the page being opened is at startup (app/router).
void loadSearchSchemas().catch(() => undefined); // a failed load is the render's to report

interface PropertySearchScreenProps {
  features: Feature[];
  isLoadingFeatures: boolean;
}

const sortOptions = PROPERTY_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** Browse and filter homes; every filter, the sort and the page live in the URL. */
export function PropertySearchScreen({ features, isLoadingFeatures }: PropertySearchScreenProps) {
  const { filters: urlFilters, setFilters, urlKey } = usePropertyFilters();
  const searchQuery = useSearchProperties(urlFilters);
  // The results as drawn: an answer (a query's update, which React renders in one go) is drawn in
  // a render of its own that yields to the browser every few milliseconds, rather than in one long
  // task with the rest of the page (issue 12: a phone's Total Blocking Time).
  const search = useDeferredValue(searchQuery);
  // Until the URL is read (its schemas are asked for at startup, beside the frames and the account
  // check), the page is drawn as for no filters, results pending and the controls idle.
  const filters = urlFilters ?? EMPTY_FILTERS;
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // A drawer left open on a phone-sized window stays closed once the window is a desktop's (the
  // card shows the same form), so it does not reappear over the page when the window narrows.
  if (isDesktop && isDrawerOpen) setIsDrawerOpen(false);
  const navigate = useNavigate();
  // The panel moves between the phone drawer and the desktop card when the window is resized,
  // which remounts it: the typed, unapplied values live here so the move does not lose them. A
  // draft belongs to the URL it was typed against; applying or any URL change starts afresh.
  const [draft, setDraft] = useState<{ urlKey: string; values: FilterFormValues } | null>(null);
  const onDraftChange = useCallback(
    (values: FilterFormValues) => setDraft({ urlKey, values }),
    [urlKey],
  );

  // The filter form's code comes on a desktop at once (it is drawn beside the results), on a
  // phone once the homes are shown, so it is here by the time the drawer is opened.
  const isResultShown = searchQuery.isSuccess;
  useEffect(() => {
    if (isDesktop || isResultShown) preloadFilterPanel();
  }, [isDesktop, isResultShown]);

  // The shell may have drawn these results already.
  const isSearchSettled = !search.isPending;
  useRevealAppWhenSettled(isSearchSettled);

  const activeCount = countActiveFilters(filters);
  const chips = chipsOf(filters, features);
  const pagination = search.data?.pagination;

  const apply = (next: PropertyFilters) => {
    setIsDrawerOpen(false);
    setDraft(null);
    setFilters(next);
  };
  const clear = () => apply({ ...EMPTY_FILTERS, sort: filters.sort });
  const goToPage = (page: number) => {
    setFilters({ ...filters, page });
    window.scrollTo({ top: 0 });
  };

  const panel = !urlFilters ? (
    <FilterPanelPlaceholder />
  ) : (
    <LazyFilterPanel
      key={urlKey}
      filters={filters}
      features={features}
      isLoadingFeatures={isLoadingFeatures}
      onApply={apply}
      onClear={clear}
      draft={draft?.urlKey === urlKey ? draft.values : undefined}
      onDraftChange={onDraftChange}
    />
  );

  return (
    <div className="gap-8 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
      {isDesktop && (
        // In the page's flow, not a scroll box of its own: every filter down to the amenities is
        // reached by scrolling the page, and the apply buttons stay in view at its foot.
        <Card className="p-5">
          <h2 className="mb-4 text-base font-semibold text-slate-900">Filters</h2>
          {panel}
        </Card>
      )}

      <section aria-labelledby="results-title" className="min-w-0 space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="results-title" className="sr-only">
              Results
            </h2>
            {/* One line tall before the count arrives, so the controls below it stay put. */}
            <p className="min-h-7 text-lg font-semibold text-slate-900" aria-live="polite">
              {pagination ? pluralize(pagination.total, 'home') : ' '}
            </p>
          </div>
          <div className="flex w-full items-end gap-3 sm:w-auto">
            {!isDesktop && (
              <Button
                variant="outline"
                onClick={() => setIsDrawerOpen(true)}
                icon={<SlidersHorizontal className="size-4" aria-hidden />}
                className="h-11"
              >
                Filters{activeCount > 0 && ` (${activeCount})`}
              </Button>
            )}
            <FormField label="Sort by" className="min-w-0 flex-1 sm:w-52 sm:flex-none">
              <Select
                options={sortOptions}
                value={filters.sort}
                disabled={!urlFilters}
                onChange={(event) =>
                  setFilters({
                    ...filters,
                    sort:
                      PROPERTY_SORTS.find((sort) => sort === event.target.value) ?? DEFAULT_SORT,
                    page: 1,
                  })
                }
              />
            </FormField>
          </div>
        </div>

        {chips.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Applied filters">
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={() => setFilters({ ...chip.remove(filters), page: 1 })}
                  className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 py-1 pr-2 pl-3 text-sm font-medium text-primary-800 ring-1 ring-primary-200 ring-inset hover:bg-primary-100"
                >
                  <span className="sr-only">Remove filter</span> <span>{chip.label}</span>
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}

        {search.isPending ? (
          <PropertyGridSkeleton label="Loading homes" />
        ) : search.isError ? (
          <Card>
            <ErrorState
              message={errorMessage(search.error)}
              onRetry={() => void search.refetch()}
            />
          </Card>
        ) : search.data.data.length === 0 ? (
          <Card>
            <EmptyState
              icon={<SearchX />}
              title={activeCount > 0 ? 'No homes match your filters' : 'No homes listed yet'}
              description={
                activeCount > 0
                  ? 'Try a wider rent range, fewer amenities or another city.'
                  : 'New homes are added every week. Check back soon.'
              }
              action={
                activeCount > 0 ? (
                  <Button onClick={clear}>Clear filters</Button>
                ) : (
                  <Button
                    variant="outline"
                    onClick={() => void navigate(paths.user.home.getHref())}
                  >
                    Back to home
                  </Button>
                )
              }
            />
          </Card>
        ) : (
          <div
            className="grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3"
            aria-busy={search.isPlaceholderData || undefined}
            style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
          >
            {search.data.data.map((property, index) => (
              <PropertyCard
                key={property.id}
                property={property}
                to={paths.user.property.getHref(property.id)}
                priority={index < PRIORITY_CARDS}
                isFirst={index === 0}
              />
            ))}
          </div>
        )}

        {pagination && pagination.total > 0 && pagination.totalPages > 1 && (
          <Pagination
            page={filters.page}
            totalPages={pagination.totalPages}
            onPageChange={goToPage}
          />
        )}
      </section>

      {!isDesktop && (
        <LazyFilterDrawer
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          placement="right"
          title="Filters"
        >
          {panel}
        </LazyFilterDrawer>
      )}
    </div>
  );
}
