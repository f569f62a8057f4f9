export { TextArea, type TextAreaAutoSize, type TextAreaProps } from './TextArea';
