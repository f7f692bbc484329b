import { useState } from 'react';
import { formatDate } from '@/lib/format-date';
import * as Tooltip from '@radix-ui/react-tooltip';
import styles from './news.module.css';

const fmt = (d: Date) => formatDate(d.toISOString().slice(0, 10));

/**
 * The fixed 2-year window of the current selection: the list is refreshed on the first day of
 * every second month (January, March, ...) and covers the two years before that day.
 */
function reviewWindow(today = new Date()) {
  const month = today.getUTCMonth() - (today.getUTCMonth() % 2);
  const refreshed = new Date(Date.UTC(today.getUTCFullYear(), month, 1));
  const from = new Date(Date.UTC(refreshed.getUTCFullYear() - 2, refreshed.getUTCMonth(), 1));
  const to = new Date(refreshed.getTime() - 86_400_000);
  return { refreshed, from, to };
}

/**
 * The bubble with the literature search criteria of the key reviews: on hover, keyboard focus, and
 * a tap (a tooltip alone never opens on a touch screen, where there is no hover); a tap elsewhere
 * or Escape closes it.
 */
export function SearchCriteriaBubble() {
  const w = reviewWindow();
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            className={styles.bubbleTrigger}
            onClick={(e) => {
              // Radix closes a tooltip on click; preventing the default keeps it open for a tap.
              e.preventDefault();
              setOpen(true);
            }}
          >
            Literature search criteria
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.bubble} side="bottom" align="start" sideOffset={6}>
            <table>
              <caption className="visually-hidden">Literature search criteria</caption>
              <tbody>
                <tr>
                  <th scope="row">Language</th>
                  <td>English language only</td>
                </tr>
                <tr>
                  <th scope="row">Article type</th>
                  <td>Review articles</td>
                </tr>
                <tr>
                  <th scope="row">Date window</th>
                  <td>
                    {fmt(w.from)} to {fmt(w.to)} (the past 2 years)
                  </td>
                </tr>
                <tr>
                  <th scope="row">Selection</th>
                  <td>Top 3 reviews</td>
                </tr>
                <tr>
                  <th scope="row">Refreshed</th>
                  <td>Every 2 months; last on {fmt(w.refreshed)}</td>
                </tr>
              </tbody>
            </table>
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
