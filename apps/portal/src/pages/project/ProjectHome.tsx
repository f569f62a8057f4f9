import { ChooseProject } from './ChooseProject';

/** /project-center/list: the panel on the left, a hint on the right. */
export function Component() {
  return <ChooseProject />;
}
