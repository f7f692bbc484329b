import { sortDataFileProblems } from '@aatd/contract';
import styles from './prevalence-console.module.css';

/**
 * The problems of a refused upload, in file order, each naming its line and column. Announced as an
 * alert so a screen reader user hears that the upload failed, then can read the list.
 */
export function UploadProblems({ message, fields }: { message: string; fields: Record<string, string> }) {
  const problems = sortDataFileProblems(fields);
  return (
    <div className={styles.problems} role="alert" aria-labelledby="upload-problems-title">
      <p id="upload-problems-title" className={styles.problemsTitle}>
        {message}
      </p>
      <ul aria-label="Problems in the file">
        {problems.map((p) => (
          <li key={p.key}>{p.message}</li>
        ))}
      </ul>
      <p>Fix these in the file and upload it again.</p>
    </div>
  );
}
