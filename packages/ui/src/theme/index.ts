export { vars } from './contract.css';
export { type Sprinkles, sprinkles } from './sprinkles.css';
export { lightTheme } from './themes.css';
export { lightTokens, type StatusTone, statusTones, type ThemeTokens } from './tokens';
