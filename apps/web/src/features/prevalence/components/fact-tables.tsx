import { FACT_TABLES, visibleFacts } from '../data/facts';
import { prevalenceStyles as styles } from '@/components/prevalence-map';

/** The fact tables; a fact without a confirmed source is not shown, and an empty table is left out. */
export function FactTables({ sourceLabel }: { sourceLabel: (key: string) => string }) {
  const facts = visibleFacts();
  return (
    <div className={styles.facts}>
      {FACT_TABLES.map((table) => {
        const rows = facts.filter((f) => f.table === table.key);
        if (!rows.length) return null;
        return (
          <div key={table.key} className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{table.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Fact</th>
                  <th scope="col">Figure</th>
                  <th scope="col">Source</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((f) => (
                  <tr key={f.label}>
                    <th scope="row">{f.label}</th>
                    <td>{f.value}</td>
                    <td>{sourceLabel(f.source)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}
