/*
 * The prevalence map shared by the members' page (features/prevalence) and the console's data set
 * preview (features/console-prevalence): web features never import each other (decision 0021).
 */
export { PrevalenceExplorer } from './prevalence-explorer';
export { formatCount, referenceLabeller, regionByCode, shortCitation, type Reference } from './prevalence';
export { default as prevalenceStyles } from './prevalence.module.css';
