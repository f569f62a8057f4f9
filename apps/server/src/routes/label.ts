import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import { addLabel, deleteLabel, labelList, setProjectLabels, updateLabel } from '../projects/labels';

/** The caller's own labels and the projects they put them on (issue 25). */
export const labelArea = implementArea(api.label, {
  list: ({ db, actor, data }) => labelList(db, actor, data),
  add: ({ db, actor, data }) => addLabel(db, actor, data),
  update: ({ db, actor, data }) => updateLabel(db, actor, data),
  delete: ({ db, actor, data }) => deleteLabel(db, actor, data),
  setProjectLabels: ({ db, project, data }) => setProjectLabels(db, project, data),
});
