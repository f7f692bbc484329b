import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Alert } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { downloadDataExport } from './api/my-data';
import styles from './components/my-data.module.css';

/**
 * /dataexport/:token, the link mailed when a data export is ready. Signed in as the
 * member it was made for, one click downloads the ZIP; the link then stops working.
 */
export default function DataExportDownloadPage() {
  const token = useParams().token ?? '';
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string>();

  const download = async () => {
    setError(undefined);
    setState('busy');
    try {
      // The server names the file (an admin's export of a member's data is named after the member).
      saveFile(await downloadDataExport(token), `my-data-${new Date().toISOString().slice(0, 10)}.zip`);
      setState('done');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The download failed. Please try again.');
      setState('idle');
    }
  };

  return (
    <div className={styles.page}>
      <h1>Download my data</h1>
      {state === 'done' ? (
        <Alert kind="success">
          Your data was downloaded. This link has now been used; ask for a new copy in My Account if you need one.
        </Alert>
      ) : (
        <>
          <p>
            A ZIP file with everything we hold about you. The link works once: keep the file somewhere safe, as it holds
            your personal data.
          </p>
          {error && <Alert kind="error">{error}</Alert>}
          <Button onClick={() => void download()} disabled={state === 'busy' || !token}>
            {state === 'busy' ? 'Downloading…' : 'Download my data'}
          </Button>
        </>
      )}
      <p>
        <ButtonLink to={paths.accounts.getHref()} variant="link">
          Back to My Account
        </ButtonLink>
      </p>
    </div>
  );
}
