import { useState } from 'react';
import {
  EDUCATION_TEXT,
  MODULE_SEARCH_SORTS,
  NO_MODULES_TEXT,
  type ModuleSearchForm,
  type ModuleSearchHit,
  type ModuleSearchSort,
} from '@aatd/contract';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/field';
import { useModuleSearch } from './api/search-modules';
import { ModuleHit } from './components/module-hit';
import { ModuleSearchFormView } from './components/module-search-form';
import styles from './components/modules.module.css';

/** /filtermodules — the searchable Modules page (spec part 2 §2.4). Results appear after Search. */
export default function FilterModulesPage() {
  const [criteria, setCriteria] = useState<ModuleSearchForm | null>(null);
  const [sort, setSort] = useState<ModuleSearchSort>('newest');
  const query = useModuleSearch(criteria && { ...criteria, sort });

  return (
    <>
      <h1 className={styles.heading}>{EDUCATION_TEXT.modulesSearchTitle}</h1>
      <ModuleSearchFormView onSearch={setCriteria} />
      <div className={styles.sortRow}>
        <SelectField
          label="Sort by"
          value={sort}
          options={MODULE_SEARCH_SORTS}
          onChange={(e) => setSort(e.target.value as ModuleSearchSort)}
        />
      </div>
      {criteria === null ? null : query.isPending ? (
        <Spinner label="Searching modules" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : (
        <div aria-live="polite" aria-busy={query.isFetching}>
          <HitSection title={EDUCATION_TEXT.bookmarkedSection} hits={query.data.bookmarked} />
          {!criteria.bookmarked && <HitSection title={EDUCATION_TEXT.otherSection} hits={query.data.others} />}
        </div>
      )}
    </>
  );
}

function HitSection({ title, hits }: { title: string; hits: ModuleSearchHit[] }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {hits.length === 0 ? (
        <EmptyState>{NO_MODULES_TEXT}</EmptyState>
      ) : (
        <ul className={styles.hits}>
          {hits.map((h) => (
            <ModuleHit key={h.id} hit={h} />
          ))}
        </ul>
      )}
    </section>
  );
}
