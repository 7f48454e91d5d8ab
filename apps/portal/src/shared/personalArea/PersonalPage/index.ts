export { PersonalPage, PageChromeProvider, type PageChrome } from './PersonalPage';
