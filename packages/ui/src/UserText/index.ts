export { UserText, type UserTextProps, userDataLang } from './UserText';
