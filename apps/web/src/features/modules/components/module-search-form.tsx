import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ModuleSearchFormSchema, TOPIC_PLACEHOLDER, type ModuleSearchForm } from '@aatd/contract';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { useTopics } from '../api/get-topics';
import styles from './modules.module.css';

/**
 * The Modules filter form: Name, Topic ('Select...' then the server's topics), Bookmarked Modules,
 * and Search, disabled while the form is invalid (spec part 2 §2.4, §5).
 */
export function ModuleSearchFormView({ onSearch }: { onSearch: (v: ModuleSearchForm) => void }) {
  const topics = useTopics();
  const { register, handleSubmit, formState } = useForm<ModuleSearchForm>({
    resolver: zodResolver(ModuleSearchFormSchema),
    mode: 'onChange',
    defaultValues: { name: '', topic: '', bookmarked: false },
  });
  const options = (topics.data ?? []).map((t) => ({ value: t.topic, label: t.topic }));
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSearch)}
      noValidate
      role="search"
      aria-label="Filter modules"
    >
      <TextField label="Name" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
      <SelectField label="Topic" placeholder={TOPIC_PLACEHOLDER} options={options} {...register('topic')} />
      <CheckboxField label="Bookmarked Modules" {...register('bookmarked')} />
      <div className={styles.formActions}>
        <Button type="submit" disabled={!formState.isValid}>
          Search
        </Button>
      </div>
    </form>
  );
}
