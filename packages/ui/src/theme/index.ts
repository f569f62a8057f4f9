export { vars } from './contract.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { darkTheme, lightTheme } from './themes.css';
export { darkTokens, lightTokens, type StatusTone, statusTones, type ThemeTokens } from './tokens';
