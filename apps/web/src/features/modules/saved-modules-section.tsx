import { EDUCATION_TEXT, NO_MODULES_TEXT, PAGE_SIZE, type SavedModule } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { SavedListSection } from '@/components/ui/saved-list-section';
import { paths } from '@/config/paths';
import { useSavedModules } from './api/get-saved-modules';
import { useToggleModuleSave } from './api/save-module';
import styles from './components/modules.module.css';

/**
 * My Account's SAVED MODULES (spec part 2 §2.8): 2 per page, each with Topic and Format tags, View
 * and Unsave.
 */
export function SavedModulesSection() {
  return (
    <SavedListSection
      title="SAVED MODULES"
      id="saved-modules"
      noun={['module', 'modules']}
      emptyText={NO_MODULES_TEXT}
      pageSize={PAGE_SIZE.savedModules}
      usePage={useSavedModules}
      renderItem={(m) => <SavedModuleItem key={m.id} module={m} />}
      listClassName={styles.saved}
    />
  );
}

function SavedModuleItem({ module: m }: { module: SavedModule }) {
  const unsave = useToggleModuleSave(m.id);
  return (
    <li className={styles.savedItem}>
      <div>
        <h3>{m.title}</h3>
        <div className={styles.tags}>
          <span className={styles.tag}>Topic: {m.topic}</span>
          <span className={styles.tag}>Format: {m.format}</span>
        </div>
      </div>
      <div className={styles.controls}>
        <ButtonLink to={paths.module.getHref(m.id)} variant="secondary" aria-label={`View ${m.title}`}>
          View
        </ButtonLink>
        <Button
          variant="danger"
          disabled={unsave.isPending}
          onClick={() => unsave.mutate(true)}
          aria-label={`${EDUCATION_TEXT.unsave} ${m.title}`}
        >
          {EDUCATION_TEXT.unsave}
        </Button>
      </div>
    </li>
  );
}
