/** What the routes compose of the news and lawsuits: the profile's tabs and the news theme. */
export { NewsList, type NewsSearch } from "./news-list.tsx";
export { LawsuitsSummary, LawsuitsTab, type LawsuitSearch } from "./lawsuits-tab.tsx";
export { NewsLayout } from "./news-layout.tsx";
export { NewsHome } from "./news-home.tsx";
