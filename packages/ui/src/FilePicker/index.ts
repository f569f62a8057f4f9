export { FilePicker, type FilePickerProps } from './FilePicker';
export { fromDropItems, fromFileList, matchesAccept, type PickedFile } from './pickFiles';
