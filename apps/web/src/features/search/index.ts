export { SearchButton } from './components/search-button';
export type { TSearchPage } from './components/search-types';
