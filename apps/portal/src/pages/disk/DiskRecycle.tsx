import { DiskRecycleBin } from '@atelier/features';
import { Page } from '../../layout/Page';

/** The network disk's recycle bin (001 section 2.1, `/disk/recycle/:category?`). */
export function Component() {
  return (
    <Page>
      <DiskRecycleBin showTitle={false} />
    </Page>
  );
}
