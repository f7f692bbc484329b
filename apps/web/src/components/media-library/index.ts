export { MediaPickerDialog } from './media-picker-dialog';
export { MediaUploader } from './media-uploader';
export { MediaThumb } from './media-thumb';
export * from './media-api';
