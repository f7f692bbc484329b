import type { CaseListItem, CaseStudy } from '../data/types';
import { LiverFunctionPopup } from './liver-function-popup';
import styles from './case-study.module.css';

type Props = { items: readonly CaseListItem[]; liverTable: CaseStudy['liver_function'] };

/** A card's bullet list; sub-lists nest, and the liver-test entry becomes the pop-up link. */
export function CaseList({ items, liverTable }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        if (typeof item === 'string') return <li key={item}>{item}</li>;
        return (
          <li key={item.text}>
            {item.opensLiverTable ? <LiverFunctionPopup label={item.text} table={liverTable} /> : item.text}
            {item.children && <CaseList items={item.children} liverTable={liverTable} />}
          </li>
        );
      })}
    </ul>
  );
}
