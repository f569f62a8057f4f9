import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';

/** Recognition (OCR) frame templates: declared in the contract, not served yet (each call answers 50001 该功能暂未开放). */
export const ocrTemplateArea = implementArea(api.ocrTemplate, {
  list: PLANNED,
  setting: PLANNED,
  locations: PLANNED,
  addLocations: PLANNED,
  update: PLANNED,
  saveAsNew: PLANNED,
  ofFile: PLANNED,
  all: PLANNED,
  withOcrInfo: PLANNED,
});
